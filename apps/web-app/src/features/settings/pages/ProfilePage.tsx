import { Button, Card, FormErrorBox, PageHeader, PageSkeleton } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { useGetProfileQuery } from '../profile/api/profileApi';
import { ProfileForm } from '../profile/components/ProfileForm';
import styles from '../profile/components/ProfilePage.module.css';
import { YourDataSection } from '../your-data/components/YourDataSection';

/** /settings/profile: name, company and email; below, your data: export and account deletion. */
export function ProfilePage() {
  const { data, error, isLoading, refetch } = useGetProfileQuery();
  return (
    <>
      <PageHeader title="Profile" description="Your name, company and sign-in email." />
      <div className={styles.stack}>
        <Card className={styles.card}>
          {/* The form's shape while it loads, so Your data below stays where it will be. */}
          {isLoading && (
            <PageSkeleton label="Loading your profile..." variant="form" fields={3} header={false} />
          )}
          {error && (
            <>
              <FormErrorBox message={errorMessage(error)} />
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            </>
          )}
          {data && <ProfileForm key={JSON.stringify(data.profile)} profile={data.profile} />}
        </Card>
        <YourDataSection />
      </div>
    </>
  );
}
