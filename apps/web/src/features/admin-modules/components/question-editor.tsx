import type { QuizQuestion } from '@apopunkt/domain/schemas/module-content';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

let counter = 0;
/** A fresh id for a new question or option (unique within the document). */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function emptyQuestion(): QuizQuestion {
  return {
    id: newId('q'),
    text: '',
    kind: 'single',
    explanation: '',
    options: [
      { id: newId('o'), text: '', correct: true },
      { id: newId('o'), text: '', correct: false },
    ],
  };
}

/** One quiz question: text, single or multiple choice, options with the right ones, explanation. */
export function QuestionEditor({
  question,
  number,
  onChange,
  actions,
}: {
  question: QuizQuestion;
  number: number;
  onChange: (question: QuizQuestion) => void;
  actions: React.ReactNode;
}) {
  const set = (patch: Partial<QuizQuestion>) => onChange({ ...question, ...patch });
  const setOption = (index: number, patch: Partial<QuizQuestion['options'][number]>) =>
    set({
      options: question.options.map((option, i) => {
        if (i === index) return { ...option, ...patch };
        // Single choice: marking one option right clears the others.
        if (patch.correct && question.kind === 'single') return { ...option, correct: false };
        return option;
      }),
    });
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600}>Frage {number}</Text>
        {actions}
      </Group>
      <Stack gap="sm">
        <Textarea
          label="Frage"
          autosize
          required
          value={question.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
        />
        <SegmentedControl
          aria-label={`Antwortart von Frage ${number}`}
          value={question.kind}
          onChange={(kind) =>
            set({
              kind: kind as QuizQuestion['kind'],
              options:
                kind === 'single'
                  ? question.options.map((o, i) => ({
                      ...o,
                      correct: i === question.options.findIndex((x) => x.correct),
                    }))
                  : question.options,
            })
          }
          data={[
            { value: 'single', label: 'Eine richtige Antwort' },
            { value: 'multiple', label: 'Mehrere richtige Antworten' },
          ]}
        />
        {question.options.map((option, index) => (
          <Group key={option.id} gap="xs" wrap="nowrap" align="center">
            <Checkbox
              aria-label={`Antwort ${index + 1} ist richtig`}
              checked={option.correct}
              onChange={(e) => setOption(index, { correct: e.currentTarget.checked })}
            />
            <TextInput
              aria-label={`Antwort ${index + 1}`}
              placeholder={`Antwort ${index + 1}`}
              value={option.text}
              onChange={(e) => setOption(index, { text: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 0 }}
            />
            <ActionIcon
              variant="default"
              aria-label={`Antwort ${index + 1} entfernen`}
              disabled={question.options.length <= 2}
              onClick={() => set({ options: question.options.filter((_, i) => i !== index) })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={question.options.length >= 8}
            onClick={() => set({ options: [...question.options, { id: newId('o'), text: '', correct: false }] })}
          >
            Antwort hinzufügen
          </Button>
        </Group>
        <Textarea
          label="Erklärung"
          autosize
          required
          value={question.explanation}
          onChange={(e) => set({ explanation: e.currentTarget.value })}
        />
      </Stack>
    </Card>
  );
}
