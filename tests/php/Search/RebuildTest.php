<?php
/**
 * A full rebuild in the background fills new tables while the index in use
 * answers, and swaps them in when complete.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Plugin;
use Vitrina\Search\Index;
use Vitrina\Search\Indexer;
use Vitrina\Search\Query;
use Vitrina\Tests\TestCase;

defined( 'ABSPATH' ) || exit;

/**
 * Real Action Scheduler (WooCommerce's queue runner runs each batch), real
 * tables. The build's CREATE and RENAME TABLE commit: the products are
 * committed and deleted at the end.
 */
final class RebuildTest extends TestCase {
	use SearchData;

	/**
	 * Products the test committed.
	 *
	 * @var list<int>
	 */
	private array $made = array();

	/**
	 * Needs WooCommerce and the index; one product per batch.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		IndexerTest::without_product_instance_cache();
		$this->keep_options( 'vitrina\_search%' );
		update_option( Index::READY_OPTION, Index::VERSION );
		WC()->queue()->cancel_all( Indexer::ACTION );
		add_filter( 'vitrina_search_batch_size', static fn(): int => 1 );
	}

	/**
	 * Deletes what the test committed, and any build left.
	 */
	protected function tearDown(): void {
		WC()->queue()->cancel_all( Indexer::ACTION );
		Index::build_cancel();
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
			Index::remove( $id );
		}
		$this->made = array();
		Indexer::prune_completed();
		$this->commit_now();
		parent::tearDown();
	}

	/**
	 * The registered indexer.
	 */
	private function indexer(): Indexer {
		$indexer = Plugin::instance()->registered()[ Indexer::class ] ?? null;
		$this->assertInstanceOf( Indexer::class, $indexer );
		return $indexer;
	}

	/**
	 * A product, indexed and committed, whose title then changes behind the
	 * index's back (a direct write no hook sees: only a rebuild shows it).
	 *
	 * @param string $name    Its title in the index.
	 * @param string $renamed Its title afterwards.
	 */
	private function renamed_product( string $name, string $renamed ): \WC_Product_Simple {
		global $wpdb;
		$product      = $this->product( $name );
		$this->made[] = $product->get_id();
		// Nothing left for the shutdown's re-indexing.
		$this->indexer()->flush();
		$wpdb->update( $wpdb->posts, array( 'post_title' => $renamed ), array( 'ID' => $product->get_id() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_post_cache( $product->get_id() );
		$this->commit_now();
		return $product;
	}

	/**
	 * The titles the index in use finds.
	 *
	 * @param string $query Query.
	 * @return list<string>
	 */
	private function titles( string $query ): array {
		$this->assertTrue( Index::ready() );
		$rows = ( new Query(
			array(
				'query'  => $query,
				'number' => 10,
			)
		) )->results();
		return array_map( static fn( $row ) => $row['title'], $rows );
	}

	/**
	 * The next pending batch, if any.
	 */
	private function pending(): ?int {
		$ids = as_get_scheduled_actions(
			array(
				'hook'     => Indexer::ACTION,
				'group'    => Indexer::GROUP,
				'status'   => \ActionScheduler_Store::STATUS_PENDING,
				'per_page' => 1,
			),
			'ids'
		);
		return $ids ? (int) reset( $ids ) : null;
	}

	/**
	 * Runs one pending batch as the queue runner does.
	 */
	private function run_next(): bool {
		$id = $this->pending();
		if ( null === $id ) {
			return false;
		}
		\ActionScheduler_QueueRunner::instance()->process_action( $id, 'vitrina-test' );
		wp_cache_flush_runtime();
		return true;
	}

	/**
	 * The index's tables left in the database beside the set in use (a
	 * build's, or a set a swap replaced).
	 *
	 * @return list<string>
	 */
	private function leftover_tables(): array {
		global $wpdb;
		$like = $wpdb->esc_like( $wpdb->prefix . 'vitrina_search_' ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$all   = (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) );
		$index = array_filter( $all, static fn( $t ) => 1 === preg_match( '/vitrina_search_(index|tokens|typos|prefixes|variations)(_next|_old)?$/', (string) $t ) );
		$this->assertSame( array(), array_diff( Index::tables(), $index ), 'the set in use is there' );
		return array_values( array_diff( $index, Index::tables() ) );
	}

	/**
	 * During the build (batch by batch) the index in use answers as before;
	 * a product saved after its batch ran reaches the new index too; after
	 * the last batch the new index answers, with no table left over and no
	 * completed batch kept.
	 */
	public function test_rebuild_answers_from_the_old_index_until_the_swap(): void {
		$kettle = $this->renamed_product( 'Самовар латунный', 'Самовар латунный' );
		$this->renamed_product( 'Термос походный', 'Термос дорожный' );
		$indexer = $this->indexer();

		$in_use = Index::tables();
		$indexer->rebuild_in_background();
		$this->assertTrue( Index::build_tables_exist() );
		$this->assertSame( $in_use, Index::tables(), 'the set in use stays in use during the build' );
		$this->assertSame( array(), array_intersect( $in_use, Index::tables( Index::BUILD ) ), 'the build fills the other set' );
		$this->assertNotNull( $this->pending() );
		$saved   = false;
		$batches = 0;
		while ( null !== Index::building() ) {
			$this->assertSame( array( 'Термос походный' ), $this->titles( 'термос' ), 'the old index answers during the build' );
			$this->assertSame( array(), $this->titles( 'дорожный' ) );
			$this->assertTrue( $this->run_next(), 'the chain goes on until the swap' );
			++$batches;
			$build = Index::building();
			if ( ! $saved && null !== $build && $build['after'] >= $kettle->get_id() ) {
				// Its batch ran: a save now must reach the new tables itself.
				$kettle->set_name( 'Самовар медный' );
				$kettle->save();
				$indexer->flush();
				$saved = true;
				$this->assertSame( array( 'Самовар медный' ), $this->titles( 'самовар' ), 'the index in use follows the save at once' );
			}
		}
		$this->assertTrue( $saved, 'the product was saved during the build' );
		$this->assertGreaterThan( 2, $batches );

		$this->assertSame( array( 'Термос дорожный' ), $this->titles( 'термос' ), 'the new index answers after the last batch' );
		$this->assertSame( array(), array_intersect( $in_use, Index::tables() ), 'the swap named the other set in use' );
		$this->assertSame( array( 'Самовар медный' ), $this->titles( 'самовар' ), 'the save during the build is in the new index' );
		$this->assertSame( array(), $this->titles( 'латунный' ) );
		$this->assertSame( Index::VERSION, get_option( Index::READY_OPTION ) );
		$this->assertTrue( Index::current() );
		$this->assertSame( array(), $this->leftover_tables() );
		$this->assertNull( $this->pending() );
		$this->assertSame(
			array(),
			as_get_scheduled_actions(
				array(
					'hook'     => Indexer::ACTION,
					'group'    => Indexer::GROUP,
					'status'   => \ActionScheduler_Store::STATUS_COMPLETE,
					'per_page' => -1,
				),
				'ids'
			)
		);
	}

	/**
	 * A build whose chain was lost is taken up from its last product once it
	 * is stale (not before); a build started again starts over; neither
	 * touches the index in use.
	 */
	public function test_interrupted_build_resumes_without_touching_the_index(): void {
		$this->renamed_product( 'Мангал складной', 'Мангал разборный' );
		$this->renamed_product( 'Решётка для гриля', 'Решётка для гриля' );
		$this->renamed_product( 'Шампур плоский', 'Шампур плоский' );
		$indexer = $this->indexer();

		$indexer->rebuild_in_background();
		$this->assertTrue( $this->run_next() );
		$this->assertTrue( $this->run_next() );
		// The chain is lost (a crash, a cleared queue).
		WC()->queue()->cancel_all( Indexer::ACTION );
		$build = Index::building();
		$this->assertNotNull( $build );
		$this->assertGreaterThan( 0, $build['after'] );

		$indexer->maybe_resume();
		$this->assertNull( $this->pending(), 'a build that moved lately is left alone' );
		update_option(
			Index::BUILD_OPTION,
			array(
				'after' => $build['after'],
				'at'    => time() - Indexer::STALE - 1,
			)
		);
		$indexer->maybe_resume();
		$next = $this->pending();
		$this->assertNotNull( $next, 'a stale build is taken up' );
		$this->assertSame( array( $build['after'] ), array_map( 'intval', \ActionScheduler::store()->fetch_action( (string) $next )->get_args() ), 'from its last product' );
		$this->assertSame( array( 'Мангал складной' ), $this->titles( 'мангал' ) );

		// Started again: from the first product, the index in use untouched.
		$indexer->rebuild_in_background();
		$this->assertSame( 0, Index::building()['after'] ?? null );
		$this->assertSame( array( 'Мангал складной' ), $this->titles( 'мангал' ) );
		$this->assertSame( array( 0 ), array_map( 'intval', \ActionScheduler::store()->fetch_action( (string) $this->pending() )->get_args() ) );

		while ( $this->run_next() ) {
			$this->assertTrue( Index::ready() );
		}
		$this->assertNull( Index::building() );
		$this->assertSame( array( 'Мангал разборный' ), $this->titles( 'мангал' ) );
		$this->assertSame( array(), $this->leftover_tables() );
	}
}
