import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useMyRating } from '../api/get-my-rating';
import { useRateModule } from '../api/rate-module';

/** After passing a module, members rate it with 1–5 stars and an optional comment, and may change it. */
export function ModuleRatingCard({ slug }: { slug: string }) {
  const mine = useMyRating(slug);
  const rate = useRateModule(slug);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const saved = mine.data?.rating ?? null;
  useEffect(() => {
    if (saved) {
      setStars(saved.stars);
      setComment(saved.comment ?? '');
    }
  }, [saved]);
  if (!mine.data?.canRate) return null;

  const submit = () =>
    rate.mutate(
      { stars, comment: comment.trim() || null },
      {
        onSuccess: () => notify.success('Danke für deine Bewertung!'),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="module-rating-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="module-rating-title">
          {saved ? 'Deine Bewertung' : 'Wie hat dir dieses Modul gefallen?'}
        </Title>
        <Group gap="sm">
          <Rating value={stars} onChange={setStars} size="lg" aria-label="Sterne vergeben" />
          <Text size="sm" c="dimmed">
            {stars > 0 ? `${stars} von 5 Sternen` : 'Noch keine Sterne gewählt'}
          </Text>
        </Group>
        <Textarea
          label="Kommentar (optional)"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <Group>
          <Button onClick={submit} loading={rate.isPending} disabled={stars === 0}>
            {saved ? 'Bewertung ändern' : 'Bewertung abgeben'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
