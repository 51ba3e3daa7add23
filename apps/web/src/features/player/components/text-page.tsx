import { RichText } from '../../../components/ui/rich-text';

/** A rich-text page. */
export function TextPage({ body }: { body: string }) {
  return <RichText source={body} />;
}
