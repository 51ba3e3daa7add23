import { Container, Stack, Text, Title } from '@mantine/core';
import {
  AccountNav,
  DeleteAccountSection,
  DevicesSection,
  EmailSection,
  MyDataSection,
  NewsletterSection,
  PasswordSection,
  PointsHistorySection,
  ProfileSection,
  ReferralSection,
  TeamVisibilitySection,
  ThirdPartyConsentsSection,
  TwoFactorSection,
  WorkplaceSection,
} from '../../features/account';
import { PremiumNextStep } from '../../features/premium';
import { TrainingPointsCard } from '../../features/training-points';
import { useCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';

/** /account (login required; /profile redirects here): profile, workplace, security, devices, newsletter, referral, team visibility, data sharing, my data, deletion. */
export function Component() {
  usePageTitle('Dein Konto');
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Dein Konto</Title>
          <Text c="dimmed">
            Hallo {user.firstName}, hier verwaltest du deine Angaben, deine Sicherheit und deine Einladungen.
          </Text>
        </Stack>
        <AccountNav />
        <ProfileSection key={`profile-${user.id}`} user={user} />
        <WorkplaceSection
          user={user}
          premiumStep={<PremiumNextStep user={user} states={['unlock', 'pharmacy-review']} />}
        />
        <EmailSection user={user} />
        <PasswordSection />
        <TwoFactorSection user={user} />
        <DevicesSection />
        <NewsletterSection user={user} />
        <ReferralSection user={user} />
        <PointsHistorySection user={user} />
        <TrainingPointsCard user={user} />
        <TeamVisibilitySection />
        <ThirdPartyConsentsSection />
        <MyDataSection />
        <DeleteAccountSection user={user} />
      </Stack>
    </Container>
  );
}
