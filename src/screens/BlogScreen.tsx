import { useSearchParams } from 'react-router-dom';
import { loadApiClient } from '../api/loadApiClient';
import { useToasts } from '../shell/toasts';
import { PageMeta } from '../shell/PageMeta';
import { posts } from '../catalogue/posts';
import { blogCategories, type BlogCategory } from '../catalogue/types';
import { BlogCard } from '../components/BlogCard';
import { CategoryFilter } from '../components/CategoryFilter';
import { Container } from '../components/Container';
import { NewsletterBox } from '../components/NewsletterBox';
import * as introPage from './introPage.css';
import * as styles from './BlogScreen.css';

const ALL = 'all';

const filterOptions = [
  { value: ALL, label: 'All' },
  ...blogCategories.map((category) => ({ value: slugFor(category), label: category })),
];

function slugFor(category: BlogCategory): string {
  return category.toLowerCase();
}

/** `?category=legal` → Legal; anything else (missing, unknown, other case) → All. */
function categoryFromParam(raw: string | null): BlogCategory | undefined {
  return blogCategories.find((category) => slugFor(category) === raw);
}

/** '4 articles', '1 article in Legal': announced politely when the filter changes. */
function articleCountLabel(count: number, category: BlogCategory | undefined): string {
  const noun = count === 1 ? 'article' : 'articles';
  return category ? `${count} ${noun} in ${category}` : `${count} ${noun}`;
}

// ISO dates sort as text; newest first.
const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));

/** The blog listing at /blog: a category filter kept in the URL, the posts, and the newsletter box. */
export function BlogScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { showToast } = useToasts();
  const category = categoryFromParam(searchParams.get('category'));
  const shown = category ? newestFirst.filter((post) => post.category === category) : newestFirst;

  const pageMeta = (
    <PageMeta
      title={category ? `Learn & Explore: ${category}` : 'Learn & Explore'}
      description={
        'Plain-language articles on hemp: reading lab reports, how concentrates are made, the law, and new hardware.'
      }
    />
  );

  const chooseCategory = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete('category');
        else next.set('category', value);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  const onSubscribe = async (email: string) => {
    const { subscribe } = await loadApiClient();
    const outcome = await subscribe(email);
    if (outcome.status === 'success') {
      showToast({
        title: 'Subscribed',
        description: 'This is a demo: no email was sent and your address was not stored.',
        tone: 'success',
      });
    }
    return outcome;
  };

  return (
    <Container className={introPage.page}>
      {pageMeta}
      <header className={styles.intro}>
        <h1 className={introPage.title}>Learn &amp; Explore</h1>
        <p className={styles.lead}>
          Straight answers about hemp: how to read a lab report, how extracts are made, what the law
          says, and what is new in hardware.
        </p>
      </header>

      <div className={styles.posts}>
        <CategoryFilter
          label="Topic"
          options={filterOptions}
          value={category ? slugFor(category) : ALL}
          onChange={chooseCategory}
        />
        <p role="status" className={styles.count}>
          {articleCountLabel(shown.length, category)}
        </p>
        {shown.length > 0 ? (
          <>
            <ul role="list" className={styles.grid}>
              {shown.map((post, index) => (
                <li key={post.id}>
                  {/* The first row (two cards on desktop) is above the fold. */}
                  <BlogCard
                    post={post}
                    headingLevel={2}
                    imageLoading={index < 2 ? 'eager' : 'lazy'}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.empty}>No articles in {category} yet. Try another topic.</p>
        )}
      </div>

      <NewsletterBox onSubscribe={onSubscribe} />
    </Container>
  );
}
