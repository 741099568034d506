import { addMessages } from '@tribuna/contracts/messages';
import { bonusMessages } from '@tribuna/contracts/messages/bonus';

// The contract's messages for the code form's own check ("Insert a valid bonus code"): the
// shared catalogue leaves them out of the first page (ADR 0043), so they come with this chunk.
addMessages(bonusMessages);
