import { addMessages } from '@tribuna/contracts/messages';
import { bonusMessages } from '@tribuna/contracts/messages/bonus';

// The contract's messages for this feature's own checks of its forms: the shared catalogue
// leaves them out (the player site's first page carries its values; ADR 0043).
addMessages(bonusMessages);
