import type { PlayerContent } from '@apopunkt/domain/schemas/module-content';
import { Checkbox, Radio, Stack } from '@mantine/core';

type Question = PlayerContent['questions'][number];

interface QuizQuestionProps {
  question: Question;
  number: number;
  total: number;
  value: string[];
  onChange: (optionIds: string[]) => void;
  error?: string;
}

/** One quiz question: single choice as radio buttons, multiple choice as checkboxes. */
export function QuizQuestion({ question, number, total, value, onChange, error }: QuizQuestionProps) {
  const label = `Frage ${number} von ${total}: ${question.text}`;
  const labelProps = { fw: 600, fz: 'md', mb: 'xs' } as const;
  if (question.kind === 'single') {
    return (
      <Radio.Group
        label={label}
        labelProps={labelProps}
        value={value[0] ?? null}
        onChange={(id) => onChange([id])}
        error={error}
        data-question={question.id}
      >
        <Stack gap="sm" mt="xs">
          {question.options.map((option) => (
            <Radio key={option.id} value={option.id} label={option.text} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group
      label={label}
      labelProps={labelProps}
      description="Mehrere Antworten können richtig sein."
      value={value}
      onChange={onChange}
      error={error}
      data-question={question.id}
    >
      <Stack gap="sm" mt="xs">
        {question.options.map((option) => (
          <Checkbox key={option.id} value={option.id} label={option.text} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
