// The English texts of sign-in.ts's area (its Russian in ../ru/sign-in.ts).
export const signInMessagesEn = {
  'sms.signInCode': 'Your sign-in code: {code}',
} satisfies Record<string, string>;
