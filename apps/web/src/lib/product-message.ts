import { formatMessage, MESSAGES, type MessageKey } from '@apopunkt/domain/messages';
import { useProductName } from './platform-config';

/** A MESSAGES text with `{product}` filled in. */
export function productMessage(key: MessageKey, product: string): string {
  return formatMessage(MESSAGES[key], { product });
}

/** Returns a function that gives a MESSAGES text with the configured product name. */
export function useProductMessage(): (key: MessageKey) => string {
  const product = useProductName();
  return (key) => productMessage(key, product);
}
