import type { ContentPage as Page } from '@apopunkt/domain/schemas/module-content';
import { DownloadPage } from './download-page';
import { ImagePage } from './image-page';
import { TextPage } from './text-page';
import { VideoPage } from './video-page';

/** One page of a module's content document, by kind (DESIGN §6). */
export function ContentPage({ page }: { page: Page }) {
  switch (page.kind) {
    case 'text':
      return <TextPage body={page.body} />;
    case 'image':
      return <ImagePage src={page.src} alt={page.alt} caption={page.caption} />;
    case 'video':
      return (
        <VideoPage
          title={page.title}
          src={page.src}
          poster={page.poster}
          transcript={page.transcript}
          durationSeconds={page.durationSeconds}
        />
      );
    case 'download':
      return <DownloadPage description={page.description} fileName={page.fileName} href={page.href} />;
  }
}
