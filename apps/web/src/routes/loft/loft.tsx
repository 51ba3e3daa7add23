import { useParams } from 'react-router';
import { LoftPage } from '../../features/loft';

/** A product page, also reachable as /product/{slug}; a numeric slug was already redirected by the loader. */
export function Component() {
  const { slug = '' } = useParams();
  return <LoftPage key={slug} slug={slug} />;
}
