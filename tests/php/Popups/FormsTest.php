<?php
/**
 * Tests of the popup forms' calls and the subscribers.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Popups;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Http\RateLimit;
use Vitrina\Popups\Analytics;
use Vitrina\Popups\Forms;
use Vitrina\Popups\PostType;
use Vitrina\Popups\Subscribers;
use Vitrina\Settings\Schema;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;

/**
 * The calls pum_sub_form and pum_form: nonce, honeypot, rate limit, every field; a
 * half-valid subscription is never stored; a subscribed e-mail is not a
 * second subscriber; the contact form e-mails the shop.
 */
final class FormsTest extends TestCase {

	/**
	 * A fresh visitor address and the table.
	 */
	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		Subscribers::installer()->maybe_install();
	}

	/**
	 * A subscription.
	 *
	 * @param array<string, string> $values Fields over good ones.
	 * @param string|null           $nonce  The nonce (null: a good one).
	 * @return array{success: bool, status: int, data: array<string, mixed>}
	 */
	private function subscribe( array $values = array(), ?string $nonce = null ): array {
		return Forms::handle(
			Forms::SUBSCRIBE,
			$values + array(
				'email'      => 'anna' . wp_rand() . '@example.com',
				'name'       => 'Анна',
				'consent'    => '1',
				'vitrina_hp' => '',
			),
			$nonce ?? wp_create_nonce( Forms::NONCE )
		);
	}

	/**
	 * The subscribers with an e-mail.
	 *
	 * @param string $email The e-mail.
	 */
	private function rows( string $email ): int {
		return Subscribers::count( $email );
	}

	/**
	 * A good subscription is stored once, with consent; the same e-mail
	 * again answers the same and adds nothing.
	 */
	public function test_subscribes_once(): void {
		$popup = $this->create_page( 'publish', PostType::TYPE );
		$email = 'Olga.' . wp_rand() . '@Example.com';
		$first = $this->subscribe(
			array(
				'email'    => $email,
				'popup_id' => (string) $popup,
			)
		);
		$this->assertTrue( $first['success'] );
		$this->assertNotSame( '', $first['data']['message'] );
		$this->assertSame( '', $first['data']['redirect'] );
		$again = $this->subscribe( array( 'email' => strtolower( $email ) ) );
		$this->assertSame( $first['data'], $again['data'] );
		$this->assertSame( 1, $this->rows( strtolower( $email ) ) );
		$row = Subscribers::page( 1, strtolower( $email ) )[0];
		$this->assertSame( 1, $row['consent'] );
		$this->assertSame( Forms::consent_text(), $row['consent_text'] );
		$this->assertSame( $popup, $row['popup_id'] );
		$this->assertSame( 'Анна', $row['name'] );
	}

	/**
	 * Bad submissions: the status, the field named, and nothing stored.
	 *
	 * @return array<string, array{0: array<string, string>, 1: int, 2: string}>
	 */
	public static function bad(): array {
		return array(
			'no e-mail'     => array( array( 'email' => '' ), 400, 'email' ),
			'bad e-mail'    => array( array( 'email' => 'anna@' ), 400, 'email' ),
			'markup e-mail' => array( array( 'email' => '<b>a@example.com</b>' ), 400, 'email' ),
			'no consent'    => array( array( 'consent' => '' ), 400, 'consent' ),
			'long name'     => array( array( 'name' => str_repeat( 'я', 101 ) ), 400, 'name' ),
			'honeypot'      => array( array( 'vitrina_hp' => 'http://spam.example' ), 400, '' ),
		);
	}

	/**
	 * A bad submission is refused and stores nothing.
	 *
	 * @param array<string, string> $values Fields.
	 * @param int                   $status Status.
	 * @param string                $field  The field named ('' for the whole form).
	 */
	#[DataProvider( 'bad' )]
	public function test_bad_submissions( array $values, int $status, string $field ): void {
		$before = Subscribers::count();
		$answer = $this->subscribe( $values + array( 'email' => 'x' . wp_rand() . '@example.com' ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( $status, $answer['status'] );
		$errors = $answer['data']['errors'];
		$this->assertNotEmpty( $errors );
		if ( '' !== $field ) {
			$this->assertContains( $field, array_column( $errors, 'field' ) );
		}
		$this->assertSame( $before, Subscribers::count() );
	}

	/**
	 * A bad nonce is refused before anything else, and does not count
	 * towards the rate limit; the sixth send in the window is refused.
	 */
	public function test_nonce_and_rate_limit(): void {
		$bad = $this->subscribe( array(), 'nope' );
		$this->assertSame( 403, $bad['status'] );
		for ( $i = 0; $i < Forms::RATE_LIMIT; $i++ ) {
			$this->assertTrue( $this->subscribe()['success'], "send $i" );
		}
		$limited = $this->subscribe();
		$this->assertSame( 429, $limited['status'] );
	}

	/**
	 * The contact form e-mails the shop's address, replying to the sender.
	 */
	public function test_contact_form_mails_the_shop(): void {
		$mails = array();
		add_filter(
			'pre_wp_mail',
			static function ( $short, $atts ) use ( &$mails ) {
				$mails[] = $atts;
				return true;
			},
			10,
			2
		);
		$missing = Forms::handle( Forms::CONTACT, array( 'email' => 'ivan@example.com' ), wp_create_nonce( Forms::NONCE ) );
		$this->assertSame( array( 'message' ), array_column( $missing['data']['errors'], 'field' ) );
		$this->assertSame( array(), $mails );
		$sent = Forms::handle(
			Forms::CONTACT,
			array(
				'email'   => 'ivan@example.com',
				'name'    => "Иван\r\nBcc: x@example.com",
				'message' => 'Есть ли доставка в Казань?',
			),
			wp_create_nonce( Forms::NONCE )
		);
		$this->assertTrue( $sent['success'] );
		$this->assertCount( 1, $mails );
		$this->assertSame( get_option( 'admin_email' ), $mails[0]['to'] );
		$this->assertStringContainsString( 'Есть ли доставка в Казань?', $mails[0]['message'] );
		$this->assertStringNotContainsString( "\n", implode( '', (array) $mails[0]['headers'] ) );
		$this->assertStringContainsString( '<ivan@example.com>', implode( '', (array) $mails[0]['headers'] ) );
	}

	/**
	 * The state hands out the forms' nonce.
	 */
	public function test_state_has_the_nonce(): void {
		$state = \Vitrina\Session\State::build();
		$this->assertSame( 1, wp_verify_nonce( $state['nonces']['popups'], Forms::NONCE ) );
	}

	/**
	 * The form's markup: labels, required fields, the hidden honeypot.
	 */
	public function test_subscribe_markup(): void {
		$html = do_shortcode( '[vitrina_subscribe button="Хочу скидку"]' );
		$this->assertStringContainsString( 'data-vitrina-form="pum_sub_form"', $html );
		$this->assertStringContainsString( 'name="email" required', $html );
		$this->assertStringContainsString( 'name="consent" value="1" required', $html );
		$this->assertMatchesRegularExpression( '/class="vitrina-form__hp" aria-hidden="true"/', $html );
		$this->assertStringContainsString( 'Хочу скидку', $html );
		$this->assertStringContainsString( 'role="status"', $html );
	}

	/**
	 * CSV: every subscriber, a spreadsheet formula defused.
	 */
	public function test_csv(): void {
		$this->subscribe(
			array(
				'email' => 'csv' . wp_rand() . '@example.com',
				'name'  => '=HYPERLINK("http://evil")',
			)
		);
		$out = fopen( 'php://memory', 'w+' );
		Subscribers::write_csv( $out );
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		$this->assertStringStartsWith( "\xEF\xBB\xBFemail,name,consent", $csv );
		$this->assertStringContainsString( "'=HYPERLINK", $csv );
		$this->assertStringNotContainsString( ',=HYPERLINK', $csv );
	}

	/**
	 * The list and the export need the shop manager's capability; the
	 * export needs its nonce too.
	 */
	public function test_subscribers_page_guarded(): void {
		$email = 'list' . wp_rand() . '@example.com';
		$this->subscribe( array( 'email' => $email ) );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$_GET['_wpnonce'] = wp_create_nonce( \Vitrina\Popups\SubscribersPage::EXPORT );
		$this->assertFalse( \Vitrina\Popups\SubscribersPage::may_export() );

		wp_set_current_user( $this->create_user( 'shop_manager' ) );
		$_GET['_wpnonce'] = 'nope';
		$this->assertFalse( \Vitrina\Popups\SubscribersPage::may_export() );
		$_GET['_wpnonce'] = wp_create_nonce( \Vitrina\Popups\SubscribersPage::EXPORT );
		$this->assertTrue( \Vitrina\Popups\SubscribersPage::may_export() );

		ob_start();
		( new \Vitrina\Popups\SubscribersPage() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( esc_html( $email ), $html );
		$this->assertStringContainsString( 'action=' . \Vitrina\Popups\SubscribersPage::EXPORT, $html );
	}

	/**
	 * Runs an admin-ajax handler as admin-ajax does.
	 *
	 * @param callable $handler The handler.
	 * @return array{0: int, 1: string} Status and body.
	 */
	private function ajax( callable $handler ): array {
		$status = 200;
		$catch  = static function ( $header, $code ) use ( &$status ) {
			$status = (int) $code;
			return $header;
		};
		add_filter( 'status_header', $catch, 10, 2 );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		ob_start();
		try {
			$handler();
			$this->fail( 'The handler did not end the request.' );
		} catch ( \Vitrina\Tests\WPDieException $e ) {
			unset( $e );
		} finally {
			$output = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'status_header', $catch, 10 );
		}
		return array( $status, $output );
	}

	/**
	 * The admin-ajax entries: pum_sub_form answers JSON in the spec's shape,
	 * a bad nonce is 403; pum_analytics answers 204, an unknown popup 404.
	 */
	public function test_admin_ajax_entries(): void {
		$forms                 = new Forms();
		$_POST                 = array(
			'action'   => Forms::SUBSCRIBE,
			'values'   => http_build_query(
				array(
					'email'   => 'ajax' . wp_rand() . '@example.com',
					'consent' => '1',
				)
			),
			'_wpnonce' => wp_create_nonce( Forms::NONCE ),
		);
		list( $status, $body ) = $this->ajax( array( $forms, 'ajax' ) );
		$this->assertSame( 200, $status );
		$json = json_decode( $body, true );
		$this->assertTrue( $json['success'] );
		$this->assertArrayHasKey( 'message', $json['data'] );

		$_POST['_wpnonce']     = 'nope';
		list( $status, $body ) = $this->ajax( array( $forms, 'ajax' ) );
		$this->assertSame( 403, $status );
		$this->assertFalse( json_decode( $body, true )['success'] );

		$popup                 = $this->create_page( 'publish', PostType::TYPE );
		$_GET                  = array(
			'event' => 'open',
			'pid'   => (string) $popup,
		);
		$analytics             = new \Vitrina\Popups\Analytics();
		list( $status, $body ) = $this->ajax( array( $analytics, 'ajax' ) );
		$this->assertSame( 204, $status );
		$this->assertSame( '', $body );
		$this->assertSame( 1, (int) get_post_meta( $popup, PostType::OPENS_META, true ) );
		$_GET['pid']           = '999999';
		list( $status, $body ) = $this->ajax( array( $analytics, 'ajax' ) );
		$this->assertSame( 404, $status );
		$this->assertFalse( json_decode( $body, true )['success'] );
	}

	/**
	 * Values that are not a query string, too large, or with too many
	 * fields are refused with 400 before parse_str (which warned), and
	 * array-shaped fields are refused field by field; no PHP warning.
	 */
	public function test_malformed_values_are_refused_without_warnings(): void {
		$forms  = new Forms();
		$errors = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler
		set_error_handler(
			static function ( $no, $text ) use ( &$errors ) {
				$errors[] = $text;
				return true;
			}
		);
		try {
			foreach ( array(
				'array'       => array( 'email' => 'a@example.com' ),
				'huge'        => str_repeat( 'a', Forms::MAX_VALUES_BYTES + 1 ),
				'many fields' => str_repeat( 'x[]=1&', 2000 ),
			) as $what => $values ) {
				$_POST                 = array(
					'action'   => Forms::SUBSCRIBE,
					'values'   => $values,
					'_wpnonce' => wp_create_nonce( Forms::NONCE ),
				);
				list( $status, $body ) = $this->ajax( array( $forms, 'ajax' ) );
				$this->assertSame( 400, $status, $what );
				$this->assertFalse( json_decode( $body, true )['success'], $what );
			}
			$_POST          = array(
				'action'   => array( Forms::SUBSCRIBE ),
				'values'   => 'email[]=a&name[x]=b&consent[]=1&popup_id[]=2&vitrina_hp[]=',
				'_wpnonce' => array( 'x' ),
			);
			list( $status ) = $this->ajax( array( $forms, 'ajax' ) );
			$this->assertSame( 403, $status );
			$_POST['_wpnonce']     = wp_create_nonce( Forms::NONCE );
			$_POST['action']       = Forms::SUBSCRIBE;
			$_POST['values']       = 'email[]=a&name[x]=b&consent[]=1&popup_id[]=2';
			list( $status, $body ) = $this->ajax( array( $forms, 'ajax' ) );
			$this->assertSame( 400, $status );
			$this->assertSame( 'email', json_decode( $body, true )['data']['errors'][0]['field'] );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $errors );
		$this->assertNull( Forms::parse_values( array( 'a' => 'b' ) ) );
		$this->assertSame( array( 'a' => 'b' ), Forms::parse_values( 'a=b' ) );
	}

	/**
	 * A form's redirect: only http(s) on the shop's host, in the content
	 * (the popup's or a page's) and for any address given.
	 */
	public function test_redirects_only_to_the_shop(): void {
		$home = untrailingslashit( home_url() );
		$this->assertSame( $home . '/thanks/', Forms::safe_redirect( $home . '/thanks/' ) );
		$this->assertSame( $home . '/thanks/?a=1', Forms::safe_redirect( '/thanks/?a=1' ) );
		foreach ( array( 'javascript:alert(1)', 'JaVaScRiPt&colon;alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'https://evil.example/', '//evil.example/', '/\\evil.example/', 'http://user@' . wp_parse_url( $home, PHP_URL_HOST ) . '/', 'ftp://' . wp_parse_url( $home, PHP_URL_HOST ) . '/', array( 'x' ), '' ) as $bad ) {
			$this->assertSame( '', Forms::safe_redirect( $bad ), (string) wp_json_encode( $bad ) );
		}
		$content = '<form class="vitrina-form" data-vitrina-form="pum_sub_form" data-redirect="javascript:alert(1)"></form>'
			. "<form data-vitrina-form='pum_form' data-redirect='" . $home . "/ok/'></form>"
			. '<form data-vitrina-form="pum_form" data-redirect=https://evil.example/x></form>';
		$safe    = apply_filters( 'the_content', $content );
		$this->assertStringNotContainsString( 'javascript', $safe );
		$this->assertStringNotContainsString( 'evil.example', $safe );
		$this->assertStringContainsString( 'data-redirect="' . esc_attr( $home . '/ok/' ) . '"', $safe );
	}

	/**
	 * The limit counts by ClientAddress: behind a trusted proxy two
	 * shoppers are two keys, and a forged X-Forwarded-For from anyone else
	 * changes nothing.
	 */
	public function test_rate_limit_counts_the_client_address(): void {
		$settings                    = Schema::defaults();
		$settings['trusted_proxies'] = '10.0.0.0/8';
		update_option( Schema::OPTION, $settings );
		$_SERVER['REMOTE_ADDR']          = '10.1.2.3';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.7';
		for ( $i = 0; $i < Forms::RATE_LIMIT; $i++ ) {
			$this->assertTrue( $this->subscribe()['success'] );
		}
		$this->assertSame( 429, $this->subscribe()['status'] );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.8';
		$this->assertTrue( $this->subscribe()['success'] );

		// Not a trusted proxy: the header is ignored.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		for ( $i = 0; $i < Forms::RATE_LIMIT; $i++ ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.' . $i;
			$this->assertTrue( $this->subscribe()['success'] );
		}
		$this->assertSame( 429, $this->subscribe()['status'] );
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
	}

	/**
	 * Through the web server: 30 concurrent subscriptions from one address
	 * store at most the limit; 30 concurrent beacons count at most theirs;
	 * array-shaped and huge values to the forms and analytics actions give
	 * no 5xx and no PHP notice.
	 */
	public function test_live_limits_and_bad_input(): void {
		global $wpdb;
		$popup  = $this->create_page( 'publish', PostType::TYPE );
		$nonce  = wp_create_nonce( Forms::NONCE );
		$prefix = 'live' . wp_rand() . '-';
		// The beacons' window is a minute (the forms' ten): both bursts in one.
		self::within_one_window( 60, 20 );
		RateLimit::reset( 'popup_form', Forms::RATE_WINDOW, '127.0.0.1' );
		RateLimit::reset( 'popup_analytics', 60, '127.0.0.1|' . $popup . '|open' );
		$this->keep_options( Schema::OPTION );
		$settings                    = Schema::defaults();
		$settings['popup_analytics'] = 'yes';
		update_option( Schema::OPTION, $settings );
		$this->commit_now();
		$mark = LiveServer::debug_log_mark();
		try {
			$requests = array();
			for ( $i = 0; $i < 30; $i++ ) {
				$requests[] = array(
					'path'   => '/wp-admin/admin-ajax.php',
					'method' => 'POST',
					'body'   => array(
						'action'   => Forms::SUBSCRIBE,
						'values'   => http_build_query(
							array(
								'email'   => $prefix . $i . '@example.com',
								'consent' => '1',
							)
						),
						'_wpnonce' => $nonce,
					),
				);
			}
			$statuses = array_column( LiveServer::parallel( $requests ), 'status' );
			$this->assertSame( Forms::RATE_LIMIT, count( array_keys( $statuses, 200, true ) ), (string) wp_json_encode( $statuses ) );
			$this->assertSame( 30 - Forms::RATE_LIMIT, count( array_keys( $statuses, 429, true ) ) );
			$this->assertSame( Forms::RATE_LIMIT, Subscribers::count( $prefix ) );

			$beacons = array_fill( 0, 30, array( 'path' => '/wp-admin/admin-ajax.php?action=' . Analytics::ACTION . '&event=open&pid=' . $popup ) );
			$counted = count( array_keys( array_column( LiveServer::parallel( $beacons ), 'status' ), 204, true ) );
			$this->assertSame( Analytics::RATE_LIMIT, $counted );
			wp_cache_delete( $popup, 'post_meta' );
			$this->assertSame( Analytics::RATE_LIMIT, (int) get_post_meta( $popup, PostType::OPENS_META, true ) );

			$bad = array();
			foreach ( array( Forms::SUBSCRIBE, Forms::CONTACT ) as $action ) {
				foreach ( array(
					array( 'values' => array( 'email' => 'x' ) ),
					array( 'values' => str_repeat( 'x[]=1&', 3000 ) ),
					array(
						'values'   => 'email[]=a&message[]=b&name[a][b]=c&vitrina_hp[]=x',
						'_wpnonce' => $nonce,
					),
					array( '_wpnonce' => array( 'x' ) ),
				) as $body ) {
					$bad[] = array(
						'path'   => '/wp-admin/admin-ajax.php',
						'method' => 'POST',
						'body'   => array( 'action' => $action ) + $body,
					);
				}
			}
			foreach ( array( 'event[]=open&pid=' . $popup, 'event=open&pid[]=' . $popup, 'event=open&pid=' . str_repeat( '9', 5000 ), 'event=' . str_repeat( 'x', 5000 ) . '&pid=1' ) as $query ) {
				$bad[] = array( 'path' => '/wp-admin/admin-ajax.php?action=' . Analytics::ACTION . '&' . $query );
				$bad[] = array( 'path' => '/wp-json/vitrina/v1/analytics?' . $query );
			}
			foreach ( array( 'post_id[]=1&rating[]=2&nonce[]=x', 'post_id=' . str_repeat( '9', 5000 ) . '&rating=' . str_repeat( '9', 5000 ) ) as $query ) {
				$bad[] = array(
					'path'   => '/wp-admin/admin-ajax.php',
					'method' => 'POST',
					'body'   => 'action=vitrina_user_rating&' . $query,
				);
			}
			foreach ( array_chunk( $bad, 8 ) as $chunk ) {
				foreach ( LiveServer::parallel( $chunk ) as $answer ) {
					$this->assertGreaterThanOrEqual( 400, $answer['status'], $answer['body'] );
					$this->assertLessThan( 500, $answer['status'], $answer['body'] );
				}
			}
			$this->assertSame( array(), \Vitrina\Tests\Lists\ConcurrencyTest::php_notices( LiveServer::debug_log_since( $mark ) ) );
		} finally {
			$table = Subscribers::table();
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$wpdb->query( $wpdb->prepare( "DELETE FROM `$table` WHERE email LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) );
			wp_delete_post( $popup, true );
			RateLimit::reset( 'popup_form', Forms::RATE_WINDOW, '127.0.0.1' );
			RateLimit::reset( 'popup_analytics', 60, '127.0.0.1|' . $popup . '|open' );
			$this->commit_now();
		}
	}
}
