import { useParams } from 'react-router';
import { ManufacturerPage } from '../../features/manufacturer';

/** A manufacturer's page (spec §2). */
export function Component() {
  const { slug = '' } = useParams();
  return <ManufacturerPage key={slug} slug={slug} />;
}
