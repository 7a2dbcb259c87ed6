// The one error text the storefront's shell shows itself (the boot's failure page): apart from
// errorMessagesRu, whose other texts load only with the features that report failures.
export const networkErrorMessagesRu = {
  'error.code.common.network': 'Ошибка сети при попытке получить данные. Проверьте подключение к интернету',
} satisfies Record<string, string>;
