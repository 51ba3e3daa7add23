import { adminModuleContentSchema } from '@apopunkt/domain/schemas/admin-modules';
import type { ContentPage, ModuleContent } from '@apopunkt/domain/schemas/module-content';
import { Alert, Button, Group, Menu, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { emptyPage, PAGE_KIND_LABELS, PageEditor } from './page-editor';
import { emptyQuestion, QuestionEditor } from './question-editor';
import { ReorderButtons } from './reorder-buttons';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** German text for the first problem of a content document (the server checks the same schema). */
function firstProblem(content: ModuleContent): string | null {
  const result = adminModuleContentSchema.safeParse(content);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const [section, index] = issue.path;
  const where =
    section === 'pages'
      ? `Seite ${Number(index) + 1}: `
      : section === 'questions'
        ? `Frage ${Number(index) + 1}: `
        : '';
  const message = issue.code === 'too_small' ? 'Bitte fülle alle Pflichtfelder aus.' : issue.message;
  return `${where}${message}`;
}

/** The content document (DESIGN §6): pages, then questions with reordering, and the pass mark. */
export function ContentEditor({
  initial,
  onSave,
  saving,
  version,
}: {
  initial: ModuleContent | null;
  onSave: (content: ModuleContent) => Promise<unknown>;
  saving: boolean;
  version: number;
}) {
  const [content, setContent] = useState<ModuleContent>(
    initial ?? { pages: [], questions: [emptyQuestion()], passMarkPercent: 70 },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const setPages = (pages: ContentPage[]) => setContent((c) => ({ ...c, pages }));
  const setQuestions = (questions: ModuleContent['questions']) => setContent((c) => ({ ...c, questions }));

  const save = async () => {
    const found = firstProblem(content);
    setProblem(found);
    if (found) return;
    try {
      await onSave(content);
      notify.success('Inhalt gespeichert: neue Inhaltsversion angelegt.');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Inhaltsversion {version}. Jede Änderung legt eine neue Version an; laufende Versuche werden nach ihrer Version
        bewertet.
      </Text>
      <Title order={2} size="h4">
        Seiten
      </Title>
      {content.pages.length === 0 && <Text c="dimmed">Noch keine Seiten.</Text>}
      {content.pages.map((page, index) => (
        <PageEditor
          // Pages have no id; their position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          page={page}
          number={index + 1}
          onChange={(next) => setPages(content.pages.map((p, i) => (i === index ? next : p)))}
          actions={
            <ReorderButtons
              label={`Seite ${index + 1}`}
              index={index}
              count={content.pages.length}
              onMove={(from, to) => setPages(move(content.pages, from, to))}
              onRemove={(i) => setPages(content.pages.filter((_, j) => j !== i))}
            />
          }
        />
      ))}
      <Group>
        <Menu>
          <Menu.Target>
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />}>
              Seite hinzufügen
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {(Object.keys(PAGE_KIND_LABELS) as ContentPage['kind'][]).map((kind) => (
              <Menu.Item key={kind} onClick={() => setPages([...content.pages, emptyPage(kind)])}>
                {PAGE_KIND_LABELS[kind]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>

      <Title order={2} size="h4">
        Quizfragen
      </Title>
      {content.questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          question={question}
          number={index + 1}
          onChange={(next) => setQuestions(content.questions.map((q, i) => (i === index ? next : q)))}
          actions={
            <ReorderButtons
              label={`Frage ${index + 1}`}
              index={index}
              count={content.questions.length}
              onMove={(from, to) => setQuestions(move(content.questions, from, to))}
              onRemove={(i) => setQuestions(content.questions.filter((_, j) => j !== i))}
            />
          }
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setQuestions([...content.questions, emptyQuestion()])}
        >
          Frage hinzufügen
        </Button>
      </Group>
      <NumberInput
        label="Bestehensgrenze in Prozent"
        min={1}
        max={100}
        allowDecimal={false}
        maw={240}
        value={content.passMarkPercent}
        onChange={(value) => setContent((c) => ({ ...c, passMarkPercent: Number(value) || 70 }))}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={saving}>
          Inhalt speichern
        </Button>
      </Group>
    </Stack>
  );
}
