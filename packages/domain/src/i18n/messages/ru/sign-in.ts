// The SMS with the sign-in code, sent by the API in the storefront's language (issue 34). The
// storefront never shows it, so it is in none of the storefront's catalogues (../sign-in.ts).
export const signInMessagesRu = {
  'sms.signInCode': 'Код для входа: {code}',
} satisfies Record<string, string>;
