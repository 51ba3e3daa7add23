import { FramedImageSkeleton, IMAGE_RATIO } from '../../../components/ui/framed-image';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useQuests } from '../api/get-quests';
import { QUEST_BANNER_MAX_HEIGHT, QuestBanner } from './quest-banner';
import { QuestsBlock } from './quests-block';

/** Home's quest parts: the quest banner (first quest), the quests block and the weekly challenge banner. */
export function HomeQuestBanner() {
  const quests = useQuests();
  const small = useSmallScreen();
  const first = quests.data?.results[0];
  if (quests.isPending) {
    // Keeps the banner's place while loading, so the shortcuts below do not jump down.
    const ratio = small ? IMAGE_RATIO.tile : IMAGE_RATIO.banner;
    return <FramedImageSkeleton ratio={ratio} maxHeight={QUEST_BANNER_MAX_HEIGHT} />;
  }
  return first ? <QuestBanner quest={first} label="Aktuelle Weekly-Challenge" /> : null;
}

export function HomeQuestsBlock() {
  const quests = useQuests();
  return <QuestsBlock quests={quests.data?.results ?? []} />;
}
