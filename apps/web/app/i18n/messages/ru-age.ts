// The age question's texts in Russian (features/shell/consent/age-confirmation.tsx), for the
// tenants that sell alcohol: loaded with the question, not with every page of every tenant.
export const ruAge = {
  'age.question': 'Вам исполнилось 18 лет?',
  'age.text': 'На сайте продаются напитки, которые можно заказать только совершеннолетним.',
  'age.yes': 'Да, мне есть 18',
  'age.no': 'Нет',
  'age.deniedTitle': 'Извините',
  'age.deniedText': 'Сайт доступен только совершеннолетним посетителям.',
  'age.back': 'Я ошибся',
} as const;
