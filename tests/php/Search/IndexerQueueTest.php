<?php
/**
 * The index's background batches: one chain, safe to run twice, leaving no
 * completed actions behind; Action Scheduler's own retention covers the
 * group.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Plugin;
use Vitrina\Search\Index;
use Vitrina\Search\Indexer;
use Vitrina\Tests\TestCase;

defined( 'ABSPATH' ) || exit;

/**
 * Real Action Scheduler (WooCommerce's), real index tables.
 */
final class IndexerQueueTest extends TestCase {

	/**
	 * Needs WooCommerce and the index; no batch queued from earlier tests.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		IndexerTest::without_product_instance_cache();
		WC()->queue()->cancel_all( Indexer::ACTION );
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
	 * Our batch actions of a status.
	 *
	 * @param string $status An Action Scheduler status.
	 * @return array<int, \ActionScheduler_Action>
	 */
	private function actions( string $status ): array {
		return as_get_scheduled_actions(
			array(
				'hook'     => Indexer::ACTION,
				'group'    => Indexer::GROUP,
				'status'   => $status,
				'per_page' => -1,
			)
		);
	}

	/**
	 * The index rows of a product.
	 *
	 * @param int $id The product.
	 */
	private function rows( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Index::table() . ' WHERE product_id = %d', $id ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * A batch run twice (a retry after a failure, a double run) writes each
	 * product's row once and queues one next batch; a second rebuild
	 * replaces the chain under way; the last batch marks the index ready and
	 * deletes the chain's completed actions.
	 */
	public function test_batches_are_idempotent_and_leave_nothing(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Vitrina queue test ' . wp_rand() );
		$product->set_status( 'publish' );
		$product->save();
		$id = $product->get_id();

		$indexer = $this->indexer();
		$indexer->run_batch( $id - 1 );
		$indexer->run_batch( $id - 1 );
		$this->assertSame( 1, $this->rows( $id ) );
		$pending = $this->actions( \ActionScheduler_Store::STATUS_PENDING );
		$this->assertCount( 1, $pending );
		$this->assertSame( array( $id ), array_values( array_map( 'intval', reset( $pending )->get_args() ) ) );
		$this->assertSame( Indexer::GROUP, reset( $pending )->get_group() );

		// Completed batches of the chain, as the queue runner leaves them.
		$done = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$done[] = as_enqueue_async_action( Indexer::ACTION, array( 1000 + $i ), Indexer::GROUP );
			\ActionScheduler::store()->mark_complete( end( $done ) );
		}
		$this->assertCount( 3, $this->actions( \ActionScheduler_Store::STATUS_COMPLETE ) );
		delete_option( Index::READY_OPTION );
		$last = (int) $GLOBALS['wpdb']->get_var( "SELECT MAX(ID) FROM {$GLOBALS['wpdb']->posts} WHERE post_type = 'product'" ); // phpcs:ignore WordPress.DB
		$indexer->run_batch( $last );
		$indexer->run_batch( $last );
		$this->assertSame( Index::VERSION, get_option( Index::READY_OPTION ) );
		$this->assertSame( array(), $this->actions( \ActionScheduler_Store::STATUS_COMPLETE ) );
		$this->assertCount( 1, $this->actions( \ActionScheduler_Store::STATUS_PENDING ), 'the queued batch is not completed: left alone' );
	}

	/**
	 * Whatever Vitrina leaves completed in its group (alerts, batches) goes
	 * with Action Scheduler's own retention: nothing exempts the group.
	 */
	public function test_retention_applies_to_the_group(): void {
		global $wpdb;
		$id = as_enqueue_async_action( 'vitrina_retention_probe', array( 1 ), Indexer::GROUP );
		\ActionScheduler::store()->mark_complete( $id );
		$old   = gmdate( 'Y-m-d H:i:s', time() - (int) apply_filters( 'action_scheduler_retention_period', MONTH_IN_SECONDS ) - DAY_IN_SECONDS );
		$dates = array(
			'last_attempt_gmt'     => $old,
			'last_attempt_local'   => $old,
			'scheduled_date_gmt'   => $old,
			'scheduled_date_local' => $old,
		);
		$wpdb->update( $wpdb->prefix . 'actionscheduler_actions', $dates, array( 'action_id' => $id ) ); // phpcs:ignore WordPress.DB
		( new \ActionScheduler_QueueCleaner( \ActionScheduler::store() ) )->delete_old_actions();
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}actionscheduler_actions WHERE action_id = %d", $id ) ) ); // phpcs:ignore WordPress.DB
	}
}
