<?php
/**
 * Keeps the search index current.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Installs the index when its schema version changes and rebuilds it (at
 * once for small catalogues; in the background through Action Scheduler for
 * large ones, into a second set of tables swapped in when complete, so that
 * the index in use answers until then: Index::build_start()); re-indexes a product after it is saved, deleted, trashed, its
 * status, password, stock, visibility, price or categories change, whatever
 * path made the change (WooCommerce's API, wp_update_post / wp_insert_post
 * from importers and the command line, status transitions, term and meta
 * writes), once per request at shutdown; rebuilds everything when
 * permalinks, categories or the price display change. Query checks status,
 * password and visibility again from the posts and terms tables, as a second
 * line should a change bypass every hook.
 */
final class Indexer implements Module {

	/** The background action (one batch per run). */
	public const ACTION = 'vitrina_search_rebuild';

	/** Products per background batch. */
	public const BATCH = 200;

	/** The Action Scheduler group of everything Vitrina schedules. */
	public const GROUP = 'vitrina';

	/** Catalogues up to this size are indexed in the request that notices. */
	public const INLINE_LIMIT = 400;

	/** A build that has not moved for this long (seconds) is taken up again from where it stopped. */
	public const STALE = 600;

	/** Product meta whose change alters a product's row. */
	private const META_KEYS = array( '_stock_status', '_price', '_regular_price', '_sale_price', '_sku', '_thumbnail_id', '_visibility' );

	/** Options whose change alters every suggestion. */
	private const GLOBAL_OPTIONS = array(
		'permalink_structure',
		'woocommerce_permalinks',
		'woocommerce_currency',
		'woocommerce_currency_pos',
		'woocommerce_price_thousand_sep',
		'woocommerce_price_decimal_sep',
		'woocommerce_price_num_decimals',
		'woocommerce_tax_display_shop',
		'woocommerce_price_display_suffix',
	);

	/**
	 * Products to re-index at shutdown.
	 *
	 * @var array<int, true>
	 */
	private array $dirty = array();

	/**
	 * Whether a full rebuild was asked for in this request.
	 *
	 * @var bool
	 */
	private bool $rebuild = false;

	/**
	 * Always.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'maybe_install' ), 20 );
		add_action( self::ACTION, array( $this, 'run_batch' ) );

		foreach ( array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_product_set_stock_status', 'woocommerce_product_set_visibility' ) as $hook ) {
			add_action( $hook, array( $this, 'mark' ) );
		}
		foreach ( array( 'woocommerce_new_product_variation', 'woocommerce_update_product_variation', 'woocommerce_variation_set_stock_status', 'woocommerce_variation_set_stock' ) as $hook ) {
			add_action( $hook, array( $this, 'mark_parent' ) );
		}
		foreach ( array( 'deleted_post', 'trashed_post', 'untrashed_post', 'wp_insert_post', 'edit_post' ) as $hook ) {
			add_action( $hook, array( $this, 'mark_post' ) );
		}
		add_action( 'transition_post_status', array( $this, 'status_changed' ), 10, 3 );
		add_action( 'set_object_terms', array( $this, 'terms_set' ), 10, 4 );
		add_action( 'deleted_term_relationships', array( $this, 'terms_removed' ), 10, 3 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'meta_changed' ), 10, 3 );
		}
		foreach ( array( 'edited_product_cat', 'delete_product_cat' ) as $hook ) {
			add_action( $hook, array( $this, 'rebuild_later' ) );
		}
		foreach ( self::GLOBAL_OPTIONS as $option ) {
			add_action( 'update_option_' . $option, array( $this, 'rebuild_later' ) );
		}
		add_action( 'shutdown', array( $this, 'flush' ) );
	}

	/**
	 * On init: creates the tables on first run or after a schema change and
	 * starts the rebuild.
	 */
	public function maybe_install(): void {
		if ( Index::VERSION === get_option( Index::VERSION_OPTION ) ) {
			$this->maybe_resume();
			return;
		}
		// One request installs; the others go on without the index.
		if ( ! add_option( 'vitrina_search_index_lock', (string) time(), '', false ) ) {
			$since = (int) get_option( 'vitrina_search_index_lock' );
			if ( time() - $since < 300 ) {
				return;
			}
			update_option( 'vitrina_search_index_lock', (string) time(), false );
		}
		Index::install();
		$this->refill();
		delete_option( 'vitrina_search_index_lock' );
	}

	/**
	 * Indexes every product again: at once for small catalogues, else in
	 * background batches (the rows present stay in use meanwhile).
	 */
	public function refill(): void {
		global $wpdb;
		$count = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( $count <= self::INLINE_LIMIT ) {
			Index::refill_all();
			return;
		}
		$this->rebuild_in_background();
	}

	/**
	 * Starts a background build into new tables (a build under way starts
	 * over; one chain of batches at a time); the index in use answers until
	 * the last batch swaps the new tables in.
	 */
	public function rebuild_in_background(): void {
		// By hook alone: every batch, whatever its arguments (with a group,
		// Action Scheduler cancels only the actions of exactly these arguments).
		WC()->queue()->cancel_all( self::ACTION );
		Index::build_start();
		self::queue_batch( 0 );
	}

	/**
	 * Takes up a build that stopped (its batch failed, or its chain was
	 * lost): from its last product when its tables are there, else from the
	 * start. Checked on init from an autoloaded option; acts at most once per
	 * STALE seconds.
	 */
	public function maybe_resume(): void {
		$build = Index::building();
		if ( null === $build || time() - $build['at'] < self::STALE ) {
			return;
		}
		if ( ! Index::build_tables_exist() ) {
			$this->rebuild_in_background();
			return;
		}
		Index::build_moved( $build['after'] );
		self::queue_batch( $build['after'] );
	}

	/**
	 * Products per background batch.
	 */
	private static function batch_size(): int {
		/**
		 * Filters how many products one background batch of the search index
		 * writes.
		 *
		 * @param int $size Products per batch (default Indexer::BATCH).
		 */
		return max( 1, (int) apply_filters( 'vitrina_search_batch_size', self::BATCH ) );
	}

	/**
	 * Queues the batch after a product id, unless it is queued already (a
	 * batch run twice, or retried after a failure, queues one next batch).
	 *
	 * @param int $after_id The last product id done.
	 */
	private static function queue_batch( int $after_id ): void {
		if ( null === WC()->queue()->get_next( self::ACTION, array( $after_id ), self::GROUP ) ) {
			WC()->queue()->add( self::ACTION, array( $after_id ), self::GROUP );
		}
	}

	/**
	 * One background batch (the same products' rows rewritten if it runs
	 * again); queues the next one, or marks the index ready and deletes the
	 * chain's completed actions, so that no rebuild leaves hundreds behind.
	 *
	 * @param mixed $after_id The last product id done.
	 */
	public function run_batch( $after_id ): void {
		$build = Index::building();
		if ( null === $build ) {
			// A chain queued before builds had tables of their own: in place.
			$last = Index::rebuild_batch( (int) $after_id, self::batch_size() );
			if ( $last > 0 ) {
				self::queue_batch( $last );
				return;
			}
			update_option( Index::READY_OPTION, Index::VERSION, true );
			self::prune_completed();
			add_action( 'action_scheduler_completed_action', array( self::class, 'prune_completed' ) );
			return;
		}
		if ( ! Index::build_tables_exist() ) {
			// Its tables went missing: start over, the index in use untouched.
			$this->rebuild_in_background();
			return;
		}
		$last = Index::build_batch( (int) $after_id, self::batch_size() );
		if ( $last > 0 ) {
			self::queue_batch( $last );
			return;
		}
		Index::build_swap();
		self::prune_completed();
		// This batch is marked complete after it returns: deleted then.
		add_action( 'action_scheduler_completed_action', array( self::class, 'prune_completed' ) );
	}

	/**
	 * Deletes the completed batches (their logs go with them).
	 */
	public static function prune_completed(): void {
		remove_action( 'action_scheduler_completed_action', array( self::class, 'prune_completed' ) );
		if ( ! function_exists( 'as_get_scheduled_actions' ) || ! class_exists( 'ActionScheduler' ) ) {
			return;
		}
		do {
			$ids = as_get_scheduled_actions(
				array(
					'hook'     => self::ACTION,
					'group'    => self::GROUP,
					'status'   => 'complete',
					'per_page' => 500,
				),
				'ids'
			);
			foreach ( $ids as $id ) {
				\ActionScheduler::store()->delete_action( (int) $id );
			}
			$more = count( $ids ) >= 500;
		} while ( $more );
	}

	/**
	 * Marks a product for re-indexing.
	 *
	 * @param mixed $product_id Product id.
	 */
	public function mark( $product_id ): void {
		$id = $product_id instanceof \WC_Product ? $product_id->get_id() : (int) $product_id;
		if ( $id > 0 ) {
			$this->dirty[ $id ] = true;
		}
	}

	/**
	 * Marks a variation's parent.
	 *
	 * @param mixed $variation_id Variation id or object.
	 */
	public function mark_parent( $variation_id ): void {
		$parent = $variation_id instanceof \WC_Product ? $variation_id->get_parent_id() : wp_get_post_parent_id( (int) $variation_id );
		if ( $parent ) {
			$this->mark( $parent );
		}
	}

	/**
	 * Marks a product whose post was deleted, trashed or restored, or the
	 * product of such a variation (its SKU is indexed with the product).
	 *
	 * @param mixed $post_id Post id.
	 */
	public function mark_post( $post_id ): void {
		$type = get_post_type( (int) $post_id );
		if ( 'product' === $type || false === $type ) {
			$this->mark( $post_id );
		} elseif ( 'product_variation' === $type ) {
			$this->mark_parent( $post_id );
		}
	}

	/**
	 * Marks a product whose status changed (publish, private, draft, trash…).
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       The post.
	 */
	public function status_changed( $new_status, $old_status, $post ): void {
		if ( $post instanceof \WP_Post && 'product' === $post->post_type ) {
			$this->mark( $post->ID );
		}
	}

	/**
	 * Marks a product whose meta that the row shows or filters on changed
	 * (stock status written directly, price, SKU, image).
	 *
	 * @param mixed $meta_ids  Meta id(s).
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Meta key.
	 */
	public function meta_changed( $meta_ids, $object_id, $meta_key ): void {
		if ( in_array( $meta_key, self::META_KEYS, true ) ) {
			$this->mark_post( $object_id );
		}
	}

	/**
	 * Marks a product whose categories or visibility terms were removed.
	 *
	 * @param mixed $object_id Object id.
	 * @param mixed $tt_ids    Term taxonomy ids.
	 * @param mixed $taxonomy  Taxonomy.
	 */
	public function terms_removed( $object_id, $tt_ids, $taxonomy ): void {
		$this->terms_set( $object_id, array(), $tt_ids, $taxonomy );
	}

	/**
	 * Marks a product whose categories or visibility terms changed.
	 *
	 * @param mixed $object_id Object id.
	 * @param mixed $terms     Terms.
	 * @param mixed $tt_ids    Term taxonomy ids.
	 * @param mixed $taxonomy  Taxonomy.
	 */
	public function terms_set( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( in_array( $taxonomy, array( 'product_cat', 'product_visibility' ), true ) ) {
			$this->mark( $object_id );
		}
	}

	/**
	 * Asks for a full rebuild at shutdown.
	 */
	public function rebuild_later(): void {
		$this->rebuild = true;
		// A refill done before this change does not count.
		Index::$refilled = false;
	}

	/**
	 * Writes what changed in this request.
	 */
	public function flush(): void {
		if ( Index::VERSION !== get_option( Index::VERSION_OPTION ) ) {
			$this->dirty   = array();
			$this->rebuild = false;
			return;
		}
		if ( $this->rebuild ) {
			$this->rebuild = false;
			$this->dirty   = array();
			if ( ! Index::$refilled ) {
				$this->refill();
			}
			return;
		}
		$dirty       = array_keys( $this->dirty );
		$this->dirty = array();
		foreach ( $dirty as $id ) {
			Index::save( $id );
		}
	}
}
