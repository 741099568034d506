import { addMessages } from '@tribuna/contracts/messages';
import { milesMessages } from '@tribuna/contracts/messages/miles';

// The contract's messages for the forms' own checks: the shared catalogue leaves them out of
// the first page (ADR 0043), so they come with this chunk.
addMessages(milesMessages);
