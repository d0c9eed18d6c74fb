import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatPostDate } from '../../blog/formatPostDate';
import { MarkdownContent } from '../../blog/markdown/MarkdownContent';
import { findPost } from '../../blog/posts';
import { CtaBand } from '../../components/CtaBand';
import { APP_LINKS } from '../../site/siteConfig';
import { NotFoundPage } from '../NotFoundPage';
import styles from './BlogPostPage.module.css';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = findPost(slug);
  if (!post) return <NotFoundPage />;
  return (
    <>
      <article className="dm-prose">
        <p className={styles.back}>
          <Link to="/blog" className="dm-icon-text">
            <ArrowLeft aria-hidden="true" size={16} /> All articles
          </Link>
        </p>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
        </p>
        <MarkdownContent markdown={post.body} />
      </article>
      <CtaBand
        title="Put this into practice"
        text="Upload a template and a CSV and get your first batch of personalised decks in minutes."
        ctas={[{ label: 'Start Free', to: APP_LINKS.signUp }]}
      />
    </>
  );
}
