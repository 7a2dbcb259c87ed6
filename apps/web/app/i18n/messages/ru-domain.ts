// The domain's Russian texts the shell and the menu show on a first load: the cart's, the
// schedules' (a dish available from …) and the network failure of the boot. The domain's other
// texts (failures, form checks, delivery conditions, orders) come with the features that show them.
import { cartMessagesRu } from '@nori/domain/messages/ru/cart';
import { networkErrorMessagesRu } from '@nori/domain/messages/ru/errors-network';
import { scheduleMessagesRu } from '@nori/domain/messages/ru/schedule';

export const shellDomainMessagesRu = {
  ...cartMessagesRu,
  ...scheduleMessagesRu,
  ...networkErrorMessagesRu,
};
