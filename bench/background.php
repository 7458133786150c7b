<?php
/**
 * The background benchmark's PHP (bench/background.mjs, through bin/wp.php
 * eval-file on the benchmark site): rebuilds the search index through Action
 * Scheduler, running the queue here batch by batch (as WP-Cron's runner
 * would), until the chain ends or the products asked for are indexed, then
 * prints JSON: the products, the actions run, the time, and the sizes of
 * Vitrina's tables and Action Scheduler's.
 *
 * Environment: VITRINA_BENCH_PRODUCTS (default: every product);
 * VITRINA_BENCH_FROM_NOTHING=1 drops the index first (indexing from nothing:
 * search has no index until the build is swapped in); otherwise the index
 * in use answers during the build.
 *
 * @package Vitrina
 */

use Vitrina\Search\Index;
use Vitrina\Search\Indexer;

global $wpdb;

$vitrina_limit = (int) getenv( 'VITRINA_BENCH_PRODUCTS' );
$vitrina_total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product'" ); // phpcs:ignore WordPress.DB
$vitrina_goal  = $vitrina_limit > 0 ? min( $vitrina_limit, $vitrina_total ) : $vitrina_total;

/**
 * Row counts and sizes (MB) of the tables matching a pattern.
 *
 * @param string $like A LIKE pattern.
 * @return array<string, array{rows: int, mb: float}>
 */
function vitrina_bench_tables( string $like ): array {
	global $wpdb;
	$out = array();
	foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ) as $table ) { // phpcs:ignore WordPress.DB
		$wpdb->query( "ANALYZE TABLE `{$table}`" ); // phpcs:ignore WordPress.DB
		$size          = $wpdb->get_row( $wpdb->prepare( 'SELECT data_length + index_length AS bytes FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = %s', $table ) ); // phpcs:ignore WordPress.DB
		$out[ $table ] = array(
			'rows' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}`" ), // phpcs:ignore WordPress.DB
			'mb'   => round( (float) ( $size->bytes ?? 0 ) / 1048576, 2 ),
		);
	}
	return $out;
}

/**
 * The next pending batch's id, if any.
 *
 * @return list<int>
 */
function vitrina_bench_pending(): array {
	return as_get_scheduled_actions(
		array(
			'hook'     => Indexer::ACTION,
			'group'    => Indexer::GROUP,
			'status'   => ActionScheduler_Store::STATUS_PENDING,
			'per_page' => 1,
		),
		'ids'
	);
}

$vitrina_indexer = Vitrina\Plugin::instance()->registered()[ Indexer::class ] ?? null;
if ( ! $vitrina_indexer instanceof Indexer ) {
	echo wp_json_encode( array( 'error' => 'the search indexer is not registered' ) );
	return;
}
WC()->queue()->cancel_all( Indexer::ACTION );
if ( '1' === getenv( 'VITRINA_BENCH_FROM_NOTHING' ) ) {
	Index::drop();
	Index::install();
}
$vitrina_indexer->refill();
if ( $vitrina_total <= Indexer::INLINE_LIMIT ) {
	WC()->queue()->add( Indexer::ACTION, array( 0 ), Indexer::GROUP );
}
$vitrina_started = microtime( true );
$vitrina_runs    = 0;
$vitrina_runner  = ActionScheduler_QueueRunner::instance();
while ( true ) {
	$vitrina_next = vitrina_bench_pending();
	if ( ! $vitrina_next || ( $vitrina_goal < $vitrina_total && $vitrina_runs * Indexer::BATCH >= $vitrina_goal ) ) {
		break;
	}
	$vitrina_runner->process_action( (int) $vitrina_next[0], 'vitrina-bench' );
	++$vitrina_runs;
	wp_cache_flush_runtime();
}
$vitrina_finished = ! vitrina_bench_pending();
// The build is over: what follows (the tables' sizes, counted and
// analysed) is the benchmark's own work, not the rebuild's.
echo "built\n";
flush();
echo wp_json_encode(
	array(
		'products'              => min( $vitrina_goal, $vitrina_runs * Indexer::BATCH ),
		'total'                 => $vitrina_total,
		'batches'               => $vitrina_runs,
		'finished'              => $vitrina_finished,
		'seconds'               => round( microtime( true ) - $vitrina_started, 1 ),
		'ready'                 => Index::current(),
		'ours'                  => vitrina_bench_tables( $wpdb->esc_like( $wpdb->prefix . 'vitrina_' ) . '%' ),
		'as'                    => vitrina_bench_tables( $wpdb->esc_like( $wpdb->prefix . 'actionscheduler_' ) . '%' ),
		'our_completed_actions' => count(
			as_get_scheduled_actions(
				array(
					'group'    => Indexer::GROUP,
					'status'   => ActionScheduler_Store::STATUS_COMPLETE,
					'per_page' => -1,
				),
				'ids'
			)
		),
	)
);
