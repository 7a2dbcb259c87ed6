// Every text the office shows: the domain's, the office's error codes (kept out of the
// storefront's catalogue) and the office's own areas.
import { domainMessages, mergeCatalogues, officeErrorMessages } from '@nori/domain';
import { accountMessages } from './messages/account';
import { deskMessages } from './messages/desk';
import { shellMessages } from './messages/shell';
import { signInMessages } from './messages/sign-in';
import { staffMessages } from './messages/staff';
import { promoCodeMessages } from './messages/promo-codes';
import { orderBoardMessages } from './messages/orders';
import { figuresMessages } from './messages/figures';

export const officeCatalogues = mergeCatalogues(
  domainMessages,
  officeErrorMessages,
  shellMessages,
  signInMessages,
  accountMessages,
  staffMessages,
  deskMessages,
  promoCodeMessages,
  orderBoardMessages,
  figuresMessages,
);
