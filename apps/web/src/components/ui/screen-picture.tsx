import { Image, type ImageProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { SMALL_SCREEN_QUERY } from '../../lib/use-small-screen';
import { screenImage } from './framed-image';
import classes from './screen-picture.module.css';

interface ScreenPictureProps {
  images: { banner?: string | null; tile?: string | null };
  alt: string;
  radius?: ImageProps['radius'];
  fit?: 'cover' | 'contain';
}

/**
 * A FramedImage whose picture the browser chooses for the screen (screenImage's choice, as a media
 * query): the same HTML fits every screen, so a page drawn on the server shows the phone's picture
 * on a phone before the app runs, and the app takes it over unchanged. Nothing without an image.
 */
export function ScreenPicture({ images, alt, radius, fit = 'cover' }: ScreenPictureProps) {
  const wide = screenImage(false, images);
  const small = screenImage(true, images);
  if (!wide || !small) return null;
  const ratios = {
    '--screen-picture-wide-ratio': wide.ratio,
    '--screen-picture-small-ratio': small.ratio,
  } as CSSProperties;
  return (
    <picture className={classes.picture}>
      {small.src !== wide.src && <source media={SMALL_SCREEN_QUERY} srcSet={small.src} />}
      <Image src={wide.src} alt={alt} radius={radius} fit={fit} w="100%" className={classes.image} style={ratios} />
    </picture>
  );
}
