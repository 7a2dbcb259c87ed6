// The domain's Russian texts the shell and the menu show on a first load: the cart's name, a dish
// available from …, and the network failure of the boot. The domain's other texts (the cart page's,
// weekly schedules, failures, form checks, delivery conditions, orders) come with the features that
// show them.
import { cartTitleMessagesRu } from '@nori/domain/messages/ru/cart-title';
import { networkErrorMessagesRu } from '@nori/domain/messages/ru/errors-network';
import { scheduleMenuMessagesRu } from '@nori/domain/messages/ru/schedule-menu';

export const shellDomainMessagesRu = {
  ...cartTitleMessagesRu,
  ...scheduleMenuMessagesRu,
  ...networkErrorMessagesRu,
};
