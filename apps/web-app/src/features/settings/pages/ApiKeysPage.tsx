import { Link } from 'react-router';
import { Button, buttonClassName, Card, EmptyState, FormErrorBox, PageHeader, Spinner } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useGetApiKeysQuery } from '../api-keys/api/apiKeysApi';
import { ApiKeyRow } from '../api-keys/components/ApiKeyRow';
import listStyles from '../api-keys/components/ApiKeyList.module.css';

/** /settings/api_keys: the user's keys with revoke. */
export function ApiKeysPage() {
  const { data, error, isLoading, refetch } = useGetApiKeysQuery();
  const create = (
    <Link to={paths.newApiKey} className={buttonClassName()}>
      Create API Key
    </Link>
  );
  return (
    <>
      <PageHeader
        title="API Keys"
        description={
          <>
            Keys let your scripts call the Deckmill API: see the <a href="/docs/api">API reference</a>.
          </>
        }
        actions={create}
      />
      {/* As wide as the header, so Create API Key ends where the list ends. */}
      <Card>
        {isLoading && (
          <p role="status">
            <Spinner size="sm" decorative /> Loading your API keys...
          </p>
        )}
        {error && (
          <>
            <FormErrorBox message={errorMessage(error)} />
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </>
        )}
        {data && data.api_keys.length === 0 && (
          <EmptyState
            title="No API keys yet"
            description="Create a key to automate Deckmill from your tools."
          />
        )}
        {data && data.api_keys.length > 0 && (
          <ul className={listStyles.list} aria-label="API keys">
            {data.api_keys.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
