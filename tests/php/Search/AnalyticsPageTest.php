<?php
/**
 * Tests of WooCommerce → Vitrina search: the screen and its rule forms.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Search\Analytics;
use Vitrina\Search\AnalyticsPage;
use Vitrina\Search\Rules;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;

/**
 * Shop managers only, with the nonce; every field checked.
 */
final class AnalyticsPageTest extends TestCase {

	/**
	 * WooCommerce (the page is its submenu), an empty log, no rules.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		global $wpdb;
		$wpdb->query( 'DELETE FROM `' . Analytics::table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		delete_option( Rules::OPTION );
		Rules::flush();
	}

	/**
	 * Puts the request method back.
	 */
	protected function tearDown(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';
		Rules::flush();
		parent::tearDown();
	}

	/**
	 * The fields of a good request.
	 *
	 * @param array<string, mixed> $over Fields changed.
	 * @return array<string, mixed>
	 */
	private static function fields( array $over = array() ): array {
		return array_merge(
			array(
				'action'   => AnalyticsPage::ACTION,
				'_wpnonce' => wp_create_nonce( AnalyticsPage::ACTION ),
				'phrase'   => 'Выварка',
				'kind'     => Rules::SYNONYM,
				'target'   => 'бак, кастрюля',
			),
			$over
		);
	}

	/**
	 * Refusals: who, and which nonce.
	 *
	 * @return array<string, array{string, array<string, mixed>, string}>
	 */
	public static function refusals(): array {
		return array(
			'a guest'                  => array( '', array(), 'vitrina_forbidden' ),
			'a customer'               => array( 'customer', array(), 'vitrina_forbidden' ),
			'an editor'                => array( 'editor', array(), 'vitrina_forbidden' ),
			'no nonce'                 => array( 'shop_manager', array( '_wpnonce' => null ), 'vitrina_nonce' ),
			'a wrong nonce'            => array( 'shop_manager', array( '_wpnonce' => 'abc123' ), 'vitrina_nonce' ),
			'another action’s nonce'   => array( 'shop_manager', array( '_wpnonce' => 'other' ), 'vitrina_nonce' ),
			'a nonce sent as an array' => array( 'shop_manager', array( '_wpnonce' => array( 'x' ) ), 'vitrina_nonce' ),
		);
	}

	/**
	 * Without the capability or the nonce nothing changes (403).
	 *
	 * @param string               $role Role ('' for a guest).
	 * @param array<string, mixed> $over Fields changed.
	 * @param string               $code Error code.
	 */
	#[DataProvider( 'refusals' )]
	public function test_refused( string $role, array $over, string $code ): void {
		wp_set_current_user( '' === $role ? 0 : $this->create_user( $role ) );
		if ( 'other' === ( $over['_wpnonce'] ?? null ) ) {
			$over['_wpnonce'] = wp_create_nonce( 'vitrina_other' );
		}
		$fields = self::fields( $over );
		if ( array_key_exists( '_wpnonce', $over ) && null === $over['_wpnonce'] ) {
			unset( $fields['_wpnonce'] );
		}
		$result = AnalyticsPage::handle( $fields );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code() );
		$this->assertSame( 403, $result->get_error_data()['status'] ?? null );
		$this->assertSame( array(), Rules::all() );
	}

	/**
	 * The form's handler ends a refused request with a 403 page.
	 */
	public function test_submit_refused_ends_with_403(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = self::fields();
		try {
			( new AnalyticsPage() )->submit();
			$this->fail( 'refused' );
		} catch ( WPDieException $e ) {
			$this->assertStringContainsString( 'not allowed', $e->getMessage() );
		}
		$this->assertSame( array(), Rules::all() );
	}

	/**
	 * Bad input: a clear error naming what is wrong, and nothing saved.
	 *
	 * @return array<string, array{array<string, mixed>, string, string}>
	 */
	public static function bad_inputs(): array {
		return array(
			'no phrase'            => array( array( 'phrase' => null ), 'vitrina_missing_param', 'phrase' ),
			'phrase as an array'   => array( array( 'phrase' => array( 'x' ) ), 'vitrina_invalid_param', 'phrase' ),
			'phrase of one letter' => array( array( 'phrase' => 'я' ), 'vitrina_search_rule_phrase', '2' ),
			'phrase too long'      => array( array( 'phrase' => str_repeat( 'я', 201 ) ), 'vitrina_invalid_param', 'phrase' ),
			'unknown kind'         => array( array( 'kind' => 'alias' ), 'vitrina_invalid_param', 'kind' ),
			'no kind'              => array( array( 'kind' => null ), 'vitrina_search_rule_kind', 'synonym' ),
			'unknown op'           => array( array( 'op' => 'drop' ), 'vitrina_invalid_param', 'op' ),
			'no words'             => array( array( 'target' => ' , ' ), 'vitrina_search_rule_words', 'words' ),
			'target too long'      => array( array( 'target' => str_repeat( 'б', 501 ) ), 'vitrina_invalid_param', 'target' ),
			'another site'         => array(
				array(
					'kind'   => Rules::REDIRECT,
					'target' => 'https://evil.example.com/',
				),
				'vitrina_search_rule_address',
				'address',
			),
			'a script address'     => array(
				array(
					'kind'   => Rules::REDIRECT,
					'target' => 'javascript:alert(1)',
				),
				'vitrina_search_rule_address',
				'address',
			),
			'delete what is not'   => array( array( 'op' => 'delete' ), 'vitrina_search_rule_missing', 'no synonym' ),
		);
	}

	/**
	 * Each bad input is refused with its message.
	 *
	 * @param array<string, mixed> $over Fields changed (null: left out).
	 * @param string               $code Error code.
	 * @param string               $word A word of the message.
	 */
	#[DataProvider( 'bad_inputs' )]
	public function test_bad_input( array $over, string $code, string $word ): void {
		wp_set_current_user( $this->create_user( 'shop_manager' ) );
		$fields = self::fields( $over );
		foreach ( $over as $name => $value ) {
			if ( null === $value ) {
				unset( $fields[ $name ] );
			}
		}
		$result = AnalyticsPage::handle( $fields );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code() );
		$this->assertStringContainsString( $word, $result->get_error_message() );
		$this->assertContains( $result->get_error_data()['status'] ?? null, array( 400, 404 ) );
		$this->assertSame( array(), Rules::all() );
	}

	/**
	 * A shop manager adds, changes and deletes a rule; the form comes back
	 * to the page (its period) with a notice.
	 */
	public function test_save_change_delete(): void {
		wp_set_current_user( $this->create_user( 'shop_manager' ) );
		$this->assertSame( '«выварка» now also finds «бак, кастрюля».', AnalyticsPage::handle( self::fields() ) );
		$this->assertSame( 'бак, кастрюля', Rules::all()['выварка']['target'] );

		$this->assertIsString(
			AnalyticsPage::handle(
				self::fields(
					array(
						'phrase' => 'выварка',
						'kind'   => Rules::REDIRECT,
						'target' => '/catalogue/',
					)
				)
			)
		);
		$this->assertSame( home_url( '/catalogue/' ), Rules::redirect( 'Выварка' ) );

		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = self::fields(
			array(
				'op'     => 'delete',
				'period' => '7',
			)
		);

		$sent = null;
		add_filter(
			'wp_redirect',
			static function ( $location ) use ( &$sent ) {
				$sent = $location;
				return false;
			}
		);
		( new AnalyticsPage() )->submit();
		$this->assertSame( array(), Rules::all() );
		$this->assertSame( AnalyticsPage::url( 7 ) . '#vitrina-search-notice', $sent );

		// The notice shows once on the page.
		$page = $this->render();
		$this->assertStringContainsString( 'Deleted the rule of «выварка».', $page );
		$this->assertStringNotContainsString( 'Deleted the rule', $this->render() );
	}

	/**
	 * A form sent by GET is refused (back with the error).
	 */
	public function test_submit_by_get(): void {
		wp_set_current_user( $this->create_user( 'shop_manager' ) );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_POST                     = self::fields();
		add_filter( 'wp_redirect', '__return_false' );
		( new AnalyticsPage() )->submit();
		$this->assertSame( array(), Rules::all() );
		$this->assertStringContainsString( 'notice-error', $this->render() );
	}

	/**
	 * The page as printed.
	 *
	 * @param array<string, mixed> $get Query parameters.
	 */
	private function render( array $get = array() ): string {
		$_GET = $get;
		ob_start();
		try {
			( new AnalyticsPage() )->render();
		} finally {
			$page = (string) ob_get_clean();
		}
		return $page;
	}

	/**
	 * The screen lists the searches without results and the top searches
	 * of the period, a one-click form per row (with the nonce), the rules;
	 * the period is one of 7, 30, 90 (anything else: 30).
	 */
	public function test_screen(): void {
		global $wpdb;
		wp_set_current_user( $this->create_user( 'shop_manager' ) );
		Analytics::count( 'выварка', 0 );
		Analytics::count( 'выварка', 0 );
		Analytics::count( 'кастрюля', 4 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		$wpdb->query( $wpdb->prepare( 'INSERT INTO `' . Analytics::table() . "` (day, phrase, searches, empty, results) VALUES (%s, 'мангал', 9, 9, 0)", Analytics::day( 20 ) ) );
		Rules::save( 'кастрюля', Rules::SYNONYM, 'котел' );

		$page = $this->render();
		$this->assertMatchesRegularExpression( '/vitrina-search-report--empty.*выварка.*vitrina-search-report--top/s', $page );
		$this->assertStringContainsString( 'мангал', $page, '30 days by default' );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="' . preg_quote( wp_create_nonce( AnalyticsPage::ACTION ), '/' ) . '"/', $page );
		$this->assertMatchesRegularExpression( '/<input type="hidden" name="phrase" value="выварка" \/>.*?name="kind" value="synonym">Add synonym<\/button>.*?name="kind" value="redirect">Add redirect<\/button>/s', $page );
		$this->assertStringContainsString( 'Synonym: котел', $page, 'a row with a rule shows it' );
		$this->assertMatchesRegularExpression( '/vitrina-search-rules.*кастрюля.*value="котел"/s', $page );

		$week = $this->render( array( 'period' => '7' ) );
		$this->assertStringNotContainsString( 'мангал', $week );
		$this->assertStringContainsString( 'aria-current="page">Last 7 days', $week );
		// The periods are a list of list items only: the separators inside
		// them, as core's view links have them (a screen reader counts them).
		$this->assertSame( 1, preg_match( '#<ul class="subsubsub">(.*?)</ul>#s', $week, $list ) );
		$this->assertSame( count( Analytics::PERIODS ), substr_count( $list[1], '<li>' ) );
		$this->assertSame( '', trim( (string) preg_replace( '#<li>.*?</li>#s', '', $list[1] ) ) );
		foreach ( array( '8', 'x', '-7' ) as $bad ) {
			$this->assertStringContainsString( 'aria-current="page">Last 30 days', $this->render( array( 'period' => $bad ) ) );
		}
		$this->assertStringContainsString( 'aria-current="page">Last 30 days', $this->render( array( 'period' => array( '7' ) ) ) );
	}

	/**
	 * Only shop managers see the screen.
	 */
	public function test_screen_refused(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->expectException( WPDieException::class );
		$this->render();
	}

	/**
	 * The submenu of WooCommerce, with the capability.
	 */
	public function test_menu(): void {
		global $submenu;
		$this->as_admin_screen( 'shop_manager' );
		( new AnalyticsPage() )->menu();
		$entries = array_column( $submenu['woocommerce'] ?? array(), 1, 2 );
		$this->assertSame( AnalyticsPage::CAPABILITY, $entries[ AnalyticsPage::SLUG ] ?? null );
	}
}
