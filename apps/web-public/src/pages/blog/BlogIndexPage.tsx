import { Link } from 'react-router';
import { formatPostDate } from '../../blog/formatPostDate';
import { BLOG_POSTS } from '../../blog/posts';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import styles from './BlogIndexPage.module.css';

export function BlogIndexPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Notes on making decks without making them by hand"
        lead="Practical guides on template design, clean data and presentation automation, from the people who build Deckmill."
      />
      <Section title="All articles">
        <ul className={styles.posts}>
          {BLOG_POSTS.map((post) => (
            <li key={post.slug} className={styles.post}>
              <article>
                <h3 className={styles.title}>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h3>
                <p className={styles.meta}>
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
                </p>
                <p className={styles.description}>{post.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
