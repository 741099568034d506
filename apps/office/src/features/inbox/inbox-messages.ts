import { addMessages } from '@tribuna/contracts/messages';
import { inboxMessages } from '@tribuna/contracts/messages/inbox';

// The contract's messages for the campaign form's own checks: the shared catalogue leaves
// them out (the player site's first page carries its values; ADR 0043).
addMessages(inboxMessages);
