import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { PlayerContent } from '@apopunkt/domain/schemas/module-content';
import { Badge, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircle, IconX } from '@tabler/icons-react';

interface QuestionFeedbackProps {
  question: PlayerContent['questions'][number];
  number: number;
  result: SubmissionResult['results'][number] | undefined;
  chosen: string[];
}

function optionState(correct: boolean, chosen: boolean) {
  if (correct) return { color: 'teal', Icon: IconCheck, label: chosen ? 'deine Antwort, richtig' : 'richtige Antwort' };
  if (chosen) return { color: 'red', Icon: IconX, label: 'deine Antwort, falsch' };
  return { color: 'gray', Icon: IconCircle, label: 'nicht gewählt' };
}

/** One graded question: which answers were right, what the user chose, and the explanation. */
export function QuestionFeedback({ question, number, result, chosen }: QuestionFeedbackProps) {
  const correctIds = new Set(result?.correctOptionIds ?? []);
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>
            {number}. {question.text}
          </Text>
          <Badge color={result?.correct ? 'teal' : 'red'} variant="light" style={{ flexShrink: 0 }}>
            {result?.correct ? 'Richtig' : 'Falsch'}
          </Badge>
        </Group>
        <List spacing={6} center>
          {question.options.map((option) => {
            const state = optionState(correctIds.has(option.id), chosen.includes(option.id));
            return (
              <List.Item
                key={option.id}
                icon={
                  <ThemeIcon color={state.color} size={22} radius="xl" variant="light" aria-hidden="true">
                    <state.Icon size={14} />
                  </ThemeIcon>
                }
              >
                {option.text}{' '}
                <Text span size="xs" c="dimmed">
                  ({state.label})
                </Text>
              </List.Item>
            );
          })}
        </List>
        {result?.explanation && (
          <Text size="sm" bg="var(--mantine-color-gray-0)" p="sm" style={{ borderRadius: 8 }}>
            <strong>Erklärung:</strong> {result.explanation}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
