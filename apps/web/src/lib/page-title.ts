import { useEffect } from 'react';
import { useProductName } from './platform-config';

/** Sets the document title with the product-name prefix (spec §2), e.g. "ApoPunkt | Konto". */
export function usePageTitle(title?: string): void {
  const product = useProductName();
  useEffect(() => {
    document.title = title ? `${product} | ${title}` : product;
  }, [product, title]);
}
