import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { RECOMMENDATION_MESSAGE_MAX, type TeamRecommendation } from '@apopunkt/domain/schemas/team';
import { Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRecommendableModules } from '../api/recommendable-modules';
import { useRecommendModule } from '../api/team';
import { othersText } from './team-members';

/** The owner picks a module and adds a short note; no points move. */
export function RecommendForm() {
  const modules = useRecommendableModules();
  const recommend = useRecommendModule();
  const [moduleSlug, setModuleSlug] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const submit = () => {
    if (!moduleSlug) return;
    recommend.mutate(
      { moduleSlug, ...(message.trim() ? { message } : {}) },
      {
        onSuccess: (made) => {
          notify.success(`Du hast „${made.moduleName}“ deinem Team empfohlen.`);
          setModuleSlug(null);
          setMessage('');
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recommend-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="recommend-title">
          Modul empfehlen
        </Title>
        <Text size="sm" c="dimmed">
          Dein Team sieht die Empfehlung mit deinem Namen auf der Startseite und in der Modulliste. Es werden dabei
          keine Punkte vergeben. Wer noch nicht entschieden hat, ob du den Lernfortschritt sehen darfst, wird dabei
          einmal gefragt.
        </Text>
        <Select
          label="Modul"
          placeholder={modules.isPending ? 'Module werden geladen …' : 'Modul suchen'}
          searchable
          nothingFoundMessage="Kein Modul gefunden"
          data={(modules.data?.results ?? []).map((m) => ({ value: m.slug, label: m.name }))}
          value={moduleSlug}
          onChange={setModuleSlug}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Nachricht an dein Team (optional)"
          autosize
          minRows={2}
          maxLength={RECOMMENDATION_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          description={`${message.length} / ${RECOMMENDATION_MESSAGE_MAX} Zeichen`}
        />
        <Button
          onClick={submit}
          disabled={!moduleSlug}
          loading={recommend.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Empfehlen
        </Button>
      </Stack>
    </Paper>
  );
}

function RecommendationCard({ recommendation }: { recommendation: TeamRecommendation }) {
  const passed = recommendation.passedBy.map((p) => `${p.firstName} ${p.lastName}`);
  const hidden = recommendation.passedWithoutConsent;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={recommendation.moduleName}>
      <Stack gap={4}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {recommendation.moduleName}
        </Text>
        <Text size="sm" c="dimmed">
          Empfohlen am {formatGermanDate(recommendation.recommendedAt)} von {recommendation.recommendedBy}
        </Text>
        {recommendation.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            „{recommendation.message}“
          </Text>
        )}
        <Text size="sm">
          {passed.length > 0 ? `Bestanden: ${passed.join(', ')}` : 'Noch niemand mit Einwilligung hat es bestanden.'}
        </Text>
        {hidden !== 0 && (
          <Text size="sm" c="dimmed">
            {othersText(hidden)} ohne Einwilligung haben es bestanden.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** What the owner recommended and who of the consenting members passed it. */
export function RecommendationList({ recommendations }: { recommendations: TeamRecommendation[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="recommendations-title">
      <Title order={2} size="h3" id="recommendations-title">
        Deine Empfehlungen
      </Title>
      {recommendations.length === 0 ? (
        <Text size="sm">Du hast deinem Team noch kein Modul empfohlen.</Text>
      ) : (
        recommendations.map((r) => <RecommendationCard key={r.moduleSlug} recommendation={r} />)
      )}
    </Stack>
  );
}
