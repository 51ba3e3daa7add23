import { useQuests } from '../api/get-quests';
import { QuestBanner } from './quest-banner';
import { QuestsBlock } from './quests-block';

/** Home's quest parts: the quest banner (first quest), the quests block and the weekly challenge banner. */
export function HomeQuestBanner() {
  const quests = useQuests();
  const first = quests.data?.results[0];
  return first ? <QuestBanner quest={first} label="Weekly-Challenge der Woche" /> : null;
}

export function HomeQuestsBlock() {
  const quests = useQuests();
  return <QuestsBlock quests={quests.data?.results ?? []} />;
}
