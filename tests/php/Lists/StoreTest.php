<?php
/**
 * Tests of the lists' table, templates, pages and state.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Assets\Islands;
use Vitrina\Lists\Ajax;
use Vitrina\Lists\Compare;
use Vitrina\Lists\Cookies;
use Vitrina\Lists\Render;
use Vitrina\Lists\Store;
use Vitrina\Lists\Wishlist;
use Vitrina\Plugin;
use Vitrina\Requirements;
use Vitrina\Tests\WPDieException;

/**
 * The table and its upgrade, the shortcodes, sharing and the state.
 */
#[Group( 'woocommerce' )]
final class StoreTest extends ListsTestCase {

	/**
	 * Forgets the islands asked for.
	 */
	protected function tearDown(): void {
		Islands::reset();
		parent::tearDown();
	}

	/**
	 * The tables exist with their indexes; an older stored version upgrades.
	 */
	public function test_tables_and_upgrade(): void {
		global $wpdb;
		$this->keep_options( 'vitrina\_lists\_db\_version' );
		update_option( Store::VERSION_OPTION, '0' );
		Store::installer()->maybe_install();
		$this->assertSame( Store::SCHEMA_VERSION, get_option( Store::VERSION_OPTION ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- a table name of the plugin.
		$indexes = $wpdb->get_col( 'SHOW INDEX FROM ' . Store::items_table(), 2 );
		$this->assertContains( 'user_product', $indexes );
		$this->assertContains( 'user_group', $indexes );
		$this->assertContains( 'product_id', $indexes );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- a table name of the plugin.
		$this->assertContains( 'user_id', $wpdb->get_col( 'SHOW INDEX FROM ' . Store::groups_table(), 2 ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- a table name of the plugin.
		$guest_indexes = $wpdb->get_col( 'SHOW INDEX FROM ' . Store::guests_table(), 2 );
		$this->assertContains( 'guest_list_product', $guest_indexes );
		$this->assertContains( 'guest_list_slot', $guest_indexes );
		$this->assertNotContains( 'guest_product', $guest_indexes );
		$this->assertSame( 10, has_action( 'vitrina_activate', array( Store::installer(), 'install' ) ) );
	}

	/**
	 * A site with the schema 2 guests' table (one list per token) upgrades:
	 * its rows become wishlist rows, the old unique key goes, and the same
	 * product can then be in the compare list too.
	 */
	public function test_upgrade_from_the_one_list_guests_table(): void {
		global $wpdb;
		$this->keep_options( 'vitrina\_lists\_db\_version' );
		$table = Store::guests_table();
		$guest = str_repeat( 'cd', 16 );
		$id    = $this->product();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a table of the plugin, rebuilt as it was.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		$wpdb->query(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  guest char(32) NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  created_at datetime NOT NULL,
  seen_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY guest_product (guest,product_id),
  KEY seen_at (seen_at)
) " . $wpdb->get_charset_collate()
		);
		$now = current_time( 'mysql', true );
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (guest, product_id, created_at, seen_at) VALUES (%s, %d, %s, %s)", $guest, $id, $now, $now ) );
		// phpcs:enable
		try {
			update_option( Store::VERSION_OPTION, '2' );
			Store::installer()->maybe_install();
			$this->assertSame( Store::SCHEMA_VERSION, get_option( Store::VERSION_OPTION ) );
			$this->assertSame( array( $id ), Store::guest_items( $guest ) );
			$this->assertSame( 'added', Store::guest_add_bounded( $guest, Store::LIST_COMPARE, $id, 20 ) );
			$this->assertSame( 'present', Store::guest_add_bounded( $guest, Store::LIST_COMPARE, $id, 20 ) );
			$this->assertSame( array( $id ), Store::guest_items( $guest, Store::LIST_COMPARE ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- a table name of the plugin.
			$this->assertNotContains( 'guest_product', $wpdb->get_col( 'SHOW INDEX FROM ' . $table, 2 ) );
		} finally {
			Store::guest_remove( $guest );
			Store::guest_remove( $guest, null, Store::LIST_COMPARE );
			wp_delete_post( $id, true );
			$this->commit_now();
		}
	}

	/**
	 * A bounded list: at most its limit, a product once.
	 */
	public function test_bounded_list(): void {
		$guest = str_repeat( 'ef', 16 );
		$this->assertSame( 'added', Store::guest_add_bounded( $guest, Store::LIST_COMPARE, 11, 2 ) );
		$this->assertSame( 'present', Store::guest_add_bounded( $guest, Store::LIST_COMPARE, 11, 2 ) );
		$this->assertSame( 'added', Store::guest_add_bounded( $guest, Store::LIST_COMPARE, 12, 2 ) );
		$this->assertSame( 'full', Store::guest_add_bounded( $guest, Store::LIST_COMPARE, 13, 2 ) );
		Store::guest_remove( $guest, array( 11 ), Store::LIST_COMPARE );
		$this->assertSame( 'added', Store::guest_add_bounded( $guest, Store::LIST_COMPARE, 13, 2 ) );
		$this->assertSame( array( 12, 13 ), Store::guest_items( $guest, Store::LIST_COMPARE ) );
		$this->assertSame( array(), Store::guest_items( $guest ) );
	}

	/**
	 * The state: counts, ids and nonces of both lists.
	 */
	public function test_state(): void {
		$id = $this->product();
		$this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) );
		$state = $this->state();
		$this->assertSame(
			array(
				'count' => 1,
				'ids'   => array( $id ),
			),
			$state['compare']
		);
		$this->assertSame(
			array(
				'count' => 0,
				'ids'   => array(),
			),
			$state['wishlist']
		);
		$this->assertNotEmpty( $state['nonces']['wishlist'] );
		$this->assertNotEmpty( $state['nonces']['compare'] );
		$this->assertArrayNotHasKey( 'rest', $state['nonces'] );
	}

	/**
	 * The wishlist page: pagination with product-page, a share link that
	 * opens the list read only, an invalid link refused.
	 */
	public function test_wishlist_page_pagination_and_sharing(): void {
		$user = $this->customer();
		for ( $i = 0; $i < Render::PER_PAGE + 2; $i++ ) {
			Store::add( $user, $this->product() );
		}
		$first = do_shortcode( '[vitrina_wishlist]' );
		$this->assertStringContainsString( 'data-vitrina-wishlist', $first );
		$this->assertSame( Render::PER_PAGE, substr_count( $first, 'class="vitrina-wishlist-product"' ) );
		$this->assertStringContainsString( 'product-page=2', $first );
		$this->assertTrue( Islands::is_needed( Render::ISLAND ) );

		$_GET['product-page'] = '2';
		$second               = do_shortcode( '[vitrina_wishlist]' );
		$this->assertSame( 2, substr_count( $second, 'class="vitrina-wishlist-product"' ) );
		$this->assertMatchesRegularExpression( '/aria-current="page"[^>]*>2</', $second );
		unset( $_GET['product-page'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets it.

		$token = Wishlist::share_token( $user );
		$this->assertStringContainsString( 'wishlist=' . $token, $first );

		wp_set_current_user( 0 );
		$_GET['wishlist'] = $token;
		$shared           = do_shortcode( '[vitrina_wishlist]' );
		$this->assertStringContainsString( 'data-read-only="1"', $shared );
		$this->assertStringNotContainsString( 'vitrina-wishlist-remove', $shared );
		$this->assertStringNotContainsString( 'vitrina-wishlist-select', $shared );
		$this->assertSame( Render::PER_PAGE, substr_count( $shared, 'class="vitrina-wishlist-product"' ) );

		$_GET['wishlist'] = str_repeat( 'A', 24 );
		$this->assertStringContainsString( 'vitrina-lists-notice', do_shortcode( '[vitrina_wishlist]' ) );
	}

	/**
	 * Buttons, counters and the recently viewed shortcode render from the templates.
	 */
	public function test_buttons_counters_and_recently_viewed(): void {
		$id = $this->product();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$button = Render::button( 'wishlist', $id );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $button );
		// The same for every shopper: the island marks it added.
		$this->assertStringContainsString( 'data-state="normal"', $button );
		$this->assertStringContainsString( 'data-added-text=', $button );
		$this->assertStringContainsString( 'data-state="normal"', Render::button( 'compare', $id ) );

		$counters = do_shortcode( '[vitrina_header_counters]' );
		$this->assertMatchesRegularExpression( '/vitrina-wishlist-count[^>]*><\/span>/', $counters );
		$this->assertMatchesRegularExpression( '/vitrina-compare-count[^>]*><\/span>/', $counters );
		// The calls' fragments still carry the count.
		$this->assertStringContainsString( '>1<', $this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) )['fragments']['span.vitrina-wishlist-count'] );

		// Recently viewed: a place the island fills (the same for every
		// shopper, whatever cookie they send); the call renders the list.
		$_COOKIE[ Cookies::RECENT ] = (string) $id;
		$this->assertSame( '<div class="vitrina-recently-viewed-slot" data-vitrina-recent data-limit="3"></div>', do_shortcode( '[vitrina_recently_viewed limit="3"]' ) );
		$recent = Render::recently_viewed_list( (string) $id, 4, 0 );
		$this->assertStringContainsString( 'vitrina-recently-viewed', $recent );
		$this->assertStringContainsString( 'data-ids="' . $id . '"', $recent );
		$this->assertSame( '', Render::recently_viewed_list( (string) $id, 4, $id ) );
		$this->settings( array( 'recently_viewed' => 'no' ) );
		$this->assertSame( '', do_shortcode( '[vitrina_recently_viewed]' ) );
	}

	/**
	 * Pages with compare turned off render nothing.
	 */
	public function test_compare_page_empty_state(): void {
		$page = do_shortcode( '[vitrina_compare]' );
		$this->assertStringContainsString( 'data-vitrina-compare', $page );
		$this->assertStringContainsString( 'vitrina-compare-empty', $page );
		$this->settings( array( 'compare' => 'no' ) );
		$this->assertSame( '', do_shortcode( '[vitrina_compare]' ) );
	}

	/**
	 * The early answers leave other requests alone: not admin-ajax, another
	 * action, or an early answer asked for a call that renders markup.
	 */
	public function test_early_answers_only_their_calls(): void {
		$this->assertSame( 1, has_action( 'plugins_loaded', array( Ajax::class, 'answer_early' ) ) );
		$this->assertSame( 6, has_action( 'init', array( Ajax::class, 'answer_late' ) ) );
		$this->assertSame( 20, has_filter( 'nonce_user_logged_out', array( Ajax::class, 'guest_nonce_uid' ) ) );

		$_REQUEST['action'] = 'woodmart_add_to_wishlist';
		Ajax::answer_early(); // Not an ajax request: nothing happens.
		add_filter( 'wp_doing_ajax', '__return_true' );
		$_REQUEST['action'] = 'woocommerce_add_to_cart';
		Ajax::answer_early();
		Ajax::answer_late();
		$_REQUEST['action'] = 'woodmart_remove_from_wishlist';
		Ajax::answer_early();
		$this->assertSame( array( 'woodmart_add_to_wishlist', 'woodmart_add_to_compare' ), Ajax::EARLY );
	}

	/**
	 * Where the plugin does not run (its requirements unmet, here a
	 * WooCommerce older than it needs), the lists' answers leave admin-ajax
	 * alone like every module; once they are met, the same call is answered.
	 */
	public function test_no_answer_where_the_plugin_does_not_run(): void {
		$plugin = Plugin::instance();
		$met    = $plugin->requirements() ?? new Requirements();
		$id     = $this->product();
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		$_REQUEST['action'] = 'woodmart_add_to_compare';
		$_REQUEST['id']     = (string) $id;
		$plugin->register_modules( new Requirements( array( 'wc_version' => '8.9.0' ) ) );
		try {
			Ajax::answer_early();
			Ajax::answer_late();
		} finally {
			$plugin->register_modules( $met );
		}
		$answered = false;
		ob_start();
		try {
			Ajax::answer_early();
		} catch ( WPDieException $e ) {
			$answered = true;
		} finally {
			ob_end_clean();
		}
		$this->assertTrue( $answered, 'with the requirements met, the call is answered' );
	}
}
