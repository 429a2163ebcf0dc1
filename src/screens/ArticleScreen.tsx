import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SITE_NAME } from '../shell/ids';
import { breadcrumbJsonLd, PageMeta, siteUrl } from '../shell/PageMeta';
import { findArticle } from '../catalogue/articles';
import { posts } from '../catalogue/posts';
import type { BlogArticle, BlogBlock } from '../catalogue/types';
import { BlogCard, formatPostDate } from '../components/BlogCard';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import * as styles from './ArticleScreen.css';
import { NotFoundScreen } from './NotFoundScreen';

/** `/blog/2` only: plain digits, no sign, no leading zero, and a post that exists (as for products). */
function postFromParam(raw: string | undefined): BlogArticle | undefined {
  if (raw === undefined || !/^[1-9][0-9]*$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? findArticle(id) : undefined;
}

function BodyBlock({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p>{block.text}</p>;
  }
}

function Article({ post }: { post: BlogArticle }) {
  const moreId = useId();
  const path = `/blog/${post.id}`;
  const pageMeta = (
    <PageMeta
      title={post.title}
      description={post.excerpt}
      type="article"
      image={post.image}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.excerpt,
          image: siteUrl(post.image),
          datePublished: post.date,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: SITE_NAME },
          mainEntityOfPage: siteUrl(path),
        },
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Learn & Explore', path: '/blog' },
          { name: post.title, path },
        ]),
      ]}
    />
  );
  const others = posts.filter((other) => other.id !== post.id);

  return (
    <div className={styles.page}>
      {pageMeta}
      <Container narrow as="article" className={styles.article}>
        <Link to="/blog" className={styles.back}>
          <Icon name="arrowLeft" size={18} />
          Back to Learn
        </Link>
        <header className={styles.header}>
          <p className={styles.category}>{post.category}</p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.byline}>
            <span className={styles.bylineItem}>By {post.author}</span>
            <span className={styles.bylineItem}>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </span>
            <span className={styles.bylineItem}>{post.readTime} min read</span>
          </p>
        </header>
        <img className={styles.image} src={post.image} alt="" width={640} height={360} />
        <div className={styles.body}>
          {post.body.map((block, index) => (
            <BodyBlock key={index} block={block} />
          ))}
        </div>
      </Container>

      <section aria-labelledby={moreId}>
        <Container className={styles.more}>
          <h2 id={moreId} className={styles.moreTitle}>
            More to read
          </h2>
          <ul role="list" className={styles.grid}>
            {others.map((other) => (
              <li key={other.id}>
                <BlogCard post={other} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </div>
  );
}

/** One blog post at /blog/:id (docs/behaviour.md "Routes"); any other id is the site's 404. */
export function ArticleScreen() {
  const { id } = useParams();
  const post = postFromParam(id);
  return post ? <Article key={post.id} post={post} /> : <NotFoundScreen />;
}
