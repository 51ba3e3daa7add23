import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { PlayerContent } from '@apopunkt/domain/schemas/module-content';
import { Badge, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircle, IconPointFilled, IconX } from '@tabler/icons-react';

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

/** Without the solutions (a failed attempt) only the own choice is marked, never the right option. */
function choiceState(chosen: boolean) {
  if (chosen) return { color: 'blue', Icon: IconPointFilled, label: 'deine Antwort' };
  return { color: 'gray', Icon: IconCircle, label: 'nicht gewählt' };
}

/**
 * One graded question: whether it was right, what the user chose and the explanation; which
 * options were right only when the result carries the solutions (a passed attempt).
 */
export function QuestionFeedback({ question, number, result, chosen }: QuestionFeedbackProps) {
  const solutions = result?.correctOptionIds;
  const correctIds = new Set(solutions ?? []);
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
            const picked = chosen.includes(option.id);
            const state = solutions ? optionState(correctIds.has(option.id), picked) : choiceState(picked);
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
