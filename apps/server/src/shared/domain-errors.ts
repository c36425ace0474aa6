/*
 * The ways the shop refuses a request, as domain code knows them: what went wrong, in the words
 * the spec (or the contract's messages) gives, never an HTTP status. Only the HTTP layer maps
 * these to statuses (http/errors.ts, one table), so a rule of the shop reads the same whether a
 * route, the Stripe webhook or a script asks (decision 0023).
 */

/** A refusal the caller is told about: `message` is shown as it is, `code` for machines. */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    /** More for machines, sent beside the message: which part of a checkout was refused. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule of the shop (a quantity below the minimum, a bad cursor, ...). */
export class InvalidInput extends DomainError {}
/** No signed-in caller: no token, or one whose session has ended. */
export class Unauthenticated extends DomainError {}
/** The caller is known but may not do this (another's order, an admin's task). */
export class Forbidden extends DomainError {}
/** What was asked for does not exist (or no longer does). */
export class NotFound extends DomainError {}
/** It exists, but its state refuses this now (paid already, shipped, being refunded, ...). */
export class Conflict extends DomainError {}
/** A payment was not made: a declined card, or a payment the provider does not confirm. */
export class PaymentRefused extends DomainError {}
/** An upload is bigger than the shop takes. */
export class TooLarge extends DomainError {}
/** An upload is of a kind the shop does not take. */
export class UnsupportedType extends DomainError {}
/** The payment provider refused or did not answer; the message says which. */
export class ProviderFailed extends DomainError {}
