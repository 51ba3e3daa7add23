import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../test/with-providers';
import { FramedImage, FramedImageSkeleton, IMAGE_RATIO, screenImage } from './framed-image';

afterEach(cleanup);

describe('FramedImage', () => {
  it('reserves the space of the given ratio around the picture and caps its height', () => {
    render(
      <WithProviders>
        <FramedImage src="/media/banner.svg" alt="Aktion" ratio={IMAGE_RATIO.banner} maxHeight={300} />
      </WithProviders>,
    );
    const image = screen.getByRole('img', { name: 'Aktion' });
    expect(image.getAttribute('src')).toBe('/media/banner.svg');
    // The ratio reserves the space before the picture loads; Mantine writes 300 px as rem times its scale.
    expect(image.style.aspectRatio).toBe('3');
    expect(image.style.maxHeight).toBe('calc(18.75rem * var(--mantine-scale))');
  });

  it('shows the whole picture when asked to contain it', () => {
    render(
      <WithProviders>
        <FramedImage src="/media/popup.svg" alt="Hinweis" ratio={IMAGE_RATIO.tile} fit="contain" />
      </WithProviders>,
    );
    const image = screen.getByRole('img', { name: 'Hinweis' });
    expect(image.style.getPropertyValue('--image-object-fit')).toBe('contain');
    expect(image.style.aspectRatio).toBe(String(16 / 10));
  });

  it('keeps the same frame while the image is not known yet', () => {
    const { container } = render(
      <WithProviders>
        <FramedImageSkeleton ratio={IMAGE_RATIO.tile} maxHeight={250} />
      </WithProviders>,
    );
    const skeleton = container.querySelector<HTMLElement>('.mantine-Skeleton-root');
    if (!skeleton) throw new Error('no skeleton');
    expect(skeleton.style.aspectRatio).toBe(String(16 / 10));
    expect(skeleton.style.maxHeight).toBe('calc(15.625rem * var(--mantine-scale))');
  });
});

describe('screenImage', () => {
  const images = { banner: '/banner.svg', tile: '/tile.svg' };

  it('takes the tile on phones and the banner elsewhere, each with its ratio', () => {
    expect(screenImage(true, images)).toEqual({ src: '/tile.svg', ratio: IMAGE_RATIO.tile });
    expect(screenImage(false, images)).toEqual({ src: '/banner.svg', ratio: IMAGE_RATIO.banner });
  });

  it('falls back to the other picture, framed in the ratio of the picture chosen', () => {
    expect(screenImage(true, { banner: '/banner.svg', tile: null })).toEqual({
      src: '/banner.svg',
      ratio: IMAGE_RATIO.banner,
    });
    expect(screenImage(false, { tile: '/tile.svg' })).toEqual({ src: '/tile.svg', ratio: IMAGE_RATIO.tile });
    expect(screenImage(false, { banner: null, tile: null })).toBeNull();
  });
});
