/** What every provider's card form gets: it pays the intent and reports the payment's id. */
export type CardFormProps = {
  clientSecret: string | undefined;
  billing: { name: string; email: string };
  /** Called with the provider's payment id once the card is charged. */
  onPaid(transactionId: string): Promise<void>;
  done: boolean;
};
