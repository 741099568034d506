import { addMessages } from '@tribuna/contracts/messages';
import { promotionsMessages } from '@tribuna/contracts/messages/promotions';

// The contract's messages for this feature's own checks of a form: the shared catalogue
// leaves them out (the player site's first page carries its values).
addMessages(promotionsMessages);
