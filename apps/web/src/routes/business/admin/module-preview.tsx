import { MODULE_TYPE_NAMES } from '@apopunkt/domain/constants/modules';
import type { AdminModule } from '@apopunkt/domain/schemas/admin-modules';
import { Alert, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ContentPage, QuizQuestion } from '../../../features/player';

/** The module as a learner sees it in the player: cover, pages in order, then the quiz (answers stay local). */
export function ModulePreview({ module }: { module: AdminModule }) {
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const content = module.content;
  return (
    <Stack gap="md" maw={820}>
      <Alert color="blue">
        Vorschau der gespeicherten Inhaltsversion {module.contentVersion}: so sehen Lernende das Modul.
      </Alert>
      {module.coverImage && <Image src={module.coverImage} alt="" radius="md" mah={280} fit="cover" />}
      <Text size="sm" fw={700} c="apo.8" tt="uppercase">
        {MODULE_TYPE_NAMES[module.type]}
      </Text>
      <Title order={2}>{module.name}</Title>
      {module.shortDescription && <Text>{module.shortDescription}</Text>}
      {!content && <Text c="dimmed">Dieses Modul hat noch keinen Inhalt.</Text>}
      {content?.pages.map((page, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages have no id
        <Card key={index} withBorder>
          <Title order={3} size="h4" mb="sm">
            {page.title}
          </Title>
          <ContentPage page={page} />
        </Card>
      ))}
      {content && (
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Quiz
          </Title>
          <Stack gap="lg">
            {content.questions.map((question, index) => (
              <QuizQuestion
                key={question.id}
                question={{ ...question, options: question.options.map(({ id, text }) => ({ id, text })) }}
                number={index + 1}
                total={content.questions.length}
                value={answers[question.id] ?? []}
                onChange={(ids) => setAnswers((a) => ({ ...a, [question.id]: ids }))}
              />
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
