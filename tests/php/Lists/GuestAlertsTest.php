<?php
/**
 * Tests of the guests' wishlist alerts.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Http\RateLimit;
use Vitrina\Lists\AlertConfirmEmail;
use Vitrina\Lists\Alerts;
use Vitrina\Lists\Cookies;
use Vitrina\Lists\GuestAlerts;
use Vitrina\Lists\Store;
use Vitrina\Lists\Wishlist;
use Vitrina\Tests\WPDieException;

/**
 * A guest leaves an address with consent (nonce bound to the guest's
 * token, a valid address, a list, the rate limit); only the signed,
 * expiring link of the confirm e-mail turns the alerts on; a confirmed
 * guest gets the accounts' grouped e-mail for the products of their list,
 * at most one a day; its unsubscribe link deletes the address; unconfirmed
 * addresses are pruned; at login the account's alerts take over.
 */
final class GuestAlertsTest extends ListsTestCase {

	/**
	 * Mails kept; no alert, subscription or queued action left over; the
	 * rate limits start afresh.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_alerts();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		RateLimit::reset( 'wishlist_alerts', HOUR_IN_SECONDS );
		RateLimit::reset( 'wishlist_alerts_mail', DAY_IN_SECONDS, 'guest@example.com' );
	}

	/**
	 * The subscribe call for the current shopper.
	 *
	 * @param array<string, mixed> $fields The fields (the wishlist's nonce unless given).
	 * @return mixed
	 */
	private function subscribe( array $fields ) {
		if ( ! array_key_exists( 'key', $fields ) ) {
			$fields['key'] = $this->state()['nonces']['wishlist'] ?? '';
		}
		return $this->run_action( GuestAlerts::action(), $fields );
	}

	/**
	 * A guest (this browser) with products on the wishlist.
	 *
	 * @param int[] $products The products.
	 */
	private function guest( array $products ): string {
		foreach ( $products as $id ) {
			$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		}
		return Cookies::guest_token();
	}

	/**
	 * A link's value in a mail.
	 *
	 * @param array<string, mixed> $mail  The mail.
	 * @param string               $query The link's query variable.
	 */
	private function link_in( array $mail, string $query ): string {
		$body = (string) $mail['message'];
		$this->assertSame( 1, preg_match( '/href="([^"]*' . $query . '=[^"]+)"/', $body, $m ), $body );
		$args = array();
		wp_parse_str( (string) wp_parse_url( html_entity_decode( $m[1] ), PHP_URL_QUERY ), $args );
		return (string) $args[ $query ];
	}

	/**
	 * A guest subscribed and confirmed: the subscription's id.
	 *
	 * @param string $email The address.
	 */
	private function confirmed( string $email = 'guest@example.com' ): int {
		$answer = $this->subscribe(
			array(
				'email'   => $email,
				'consent' => '1',
			)
		);
		$this->assertIsArray( $answer, is_wp_error( $answer ) ? $answer->get_error_message() : '' );
		$id = GuestAlerts::confirmable( $this->link_in( end( $this->mails ), GuestAlerts::CONFIRM ), time() );
		$this->assertGreaterThan( 0, $id );
		GuestAlerts::confirm( $id );
		$this->mails = array();
		return $id;
	}

	/**
	 * Opens a link of the e-mails as a request would.
	 *
	 * @param string   $query   The query variable.
	 * @param string   $value   The value.
	 * @param callable $handler The template_redirect handler.
	 * @return string The page's text.
	 */
	private function open( string $query, string $value, callable $handler ): string {
		$_GET = array( $query => $value );
		try {
			$handler();
		} catch ( WPDieException $page ) {
			return $page->getMessage();
		} finally {
			$_GET = array();
		}
		$this->fail( 'the link answers with a page' );
	}

	/**
	 * The call's refusals: no nonce, no consent, a bad or missing address,
	 * an empty list, an account, too many calls; none keeps an address or
	 * sends a mail.
	 */
	public function test_subscribe_refusals(): void {
		$this->assertSame(
			'vitrina_empty_list',
			$this->subscribe(
				array(
					'email'   => 'guest@example.com',
					'consent' => '1',
				)
			)->get_error_code()
		);
		$this->guest( array( $this->product() ) );
		$this->assertSame(
			'vitrina_bad_key',
			$this->subscribe(
				array(
					'email'   => 'guest@example.com',
					'consent' => '1',
					'key'     => 'x',
				)
			)->get_error_code()
		);
		$this->assertSame( 'vitrina_consent_required', $this->subscribe( array( 'email' => 'guest@example.com' ) )->get_error_code() );
		$this->assertSame(
			'vitrina_consent_required',
			$this->subscribe(
				array(
					'email'   => 'guest@example.com',
					'consent' => '0',
				)
			)->get_error_code()
		);
		$this->assertSame(
			'vitrina_bad_email',
			$this->subscribe(
				array(
					'email'   => 'not an address',
					'consent' => '1',
				)
			)->get_error_code()
		);
		$missing = $this->subscribe( array( 'consent' => '1' ) );
		$this->assertSame( 400, $missing->get_error_data()['status'], 'the address is required' );
		$this->assertSame( array(), $this->mails );
		$this->assertNull( GuestAlerts::for_guest( Cookies::guest_token() ), 'a refusal keeps no address' );

		$this->assertSame(
			'vitrina_too_many',
			$this->subscribe(
				array(
					'email'   => 'guest@example.com',
					'consent' => '1',
				)
			)->get_error_code(),
			'six calls within the hour'
		);

		$this->customer();
		RateLimit::reset( 'wishlist_alerts', HOUR_IN_SECONDS );
		$this->assertSame(
			'vitrina_in_account',
			$this->subscribe(
				array(
					'email'   => 'guest@example.com',
					'consent' => '1',
				)
			)->get_error_code()
		);
		$this->assertSame( array(), $this->mails );
	}

	/**
	 * The call keeps the address unconfirmed with the consent's time and
	 * text version, and mails the confirm link; a forged, altered, expired
	 * or superseded link confirms nothing; the genuine one turns alerts on.
	 */
	public function test_double_opt_in(): void {
		$this->guest( array( $this->product() ) );
		$answer = $this->subscribe(
			array(
				'email'   => 'guest@example.com',
				'consent' => '1',
			)
		);
		$this->assertIsArray( $answer, is_wp_error( $answer ) ? $answer->get_error_message() : '' );
		$this->assertTrue( $answer['sent'] );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'guest@example.com', $this->mails[0]['to'] );
		$row = GuestAlerts::for_guest( Cookies::guest_token() );
		$this->assertNotNull( $row );
		$this->assertNull( $row['confirmed_at'] );
		$this->assertSame( GuestAlerts::CONSENT_VERSION, $row['consent_version'] );
		$this->assertSame( 'pending', GuestAlerts::status() );
		$this->assertNotEmpty( $this->queued( GuestAlerts::PRUNE ), 'the pruning is scheduled' );

		$value                           = $this->link_in( $this->mails[0], GuestAlerts::CONFIRM );
		list( $id, $expiry, $signature ) = explode( '.', $value );
		$now                             = time();
		$this->assertSame( $row['id'], GuestAlerts::confirmable( $value, $now ) );
		$this->assertSame( 0, GuestAlerts::confirmable( ( $id + 1 ) . '.' . $expiry . '.' . $signature, $now ), 'another subscription' );
		$this->assertSame( 0, GuestAlerts::confirmable( $id . '.' . ( $expiry + DAY_IN_SECONDS ) . '.' . $signature, $now ), 'a later expiry' );
		$this->assertSame( 0, GuestAlerts::confirmable( $id . '.' . $expiry . '.' . str_repeat( 'a', 64 ), $now ), 'a forged signature' );
		$this->assertSame( 0, GuestAlerts::confirmable( $value, $now + GuestAlerts::CONFIRM_LIFETIME + 1 ), 'expired' );
		$this->assertSame( 0, GuestAlerts::confirmable( 'junk', $now ) );
		$this->assertStringContainsString( 'not valid', $this->open( GuestAlerts::CONFIRM, $id . '.' . $expiry . '.' . str_repeat( 'b', 64 ), array( GuestAlerts::class, 'maybe_confirm' ) ) );
		$this->assertSame( 'pending', GuestAlerts::status() );

		// Another address for the list: the first link no longer works.
		RateLimit::reset( 'wishlist_alerts_mail', DAY_IN_SECONDS, 'other@example.com' );
		$this->subscribe(
			array(
				'email'   => 'other@example.com',
				'consent' => '1',
			)
		);
		$this->assertCount( 2, $this->mails );
		$this->assertSame( 0, GuestAlerts::confirmable( $value, $now ), 'a link for the address replaced' );
		$this->assertStringContainsString( 'alerts are on', $this->open( GuestAlerts::CONFIRM, $this->link_in( $this->mails[1], GuestAlerts::CONFIRM ), array( GuestAlerts::class, 'maybe_confirm' ) ) );
		$this->assertSame( 'on', GuestAlerts::status() );
		$this->assertSame( 'other@example.com', GuestAlerts::for_guest( Cookies::guest_token() )['email'] );
	}

	/**
	 * An unconfirmed guest gets no alert; once confirmed, a drop and a
	 * restock make exactly one grouped e-mail to the guest, with the
	 * guest's unsubscribe link; the products list counts the guest's list
	 * and the alert; the link deletes the address and stops the next one.
	 */
	public function test_alerts_only_after_confirmation_and_until_unsubscribed(): void {
		$pan   = $this->product();
		$knife = $this->product( 'Knives' );
		$stock = wc_get_product( $knife );
		$stock->set_stock_status( 'outofstock' );
		$stock->save();
		$this->guest( array( $pan, $knife ) );
		$this->subscribe(
			array(
				'email'   => 'guest@example.com',
				'consent' => '1',
			)
		);
		$confirm     = $this->link_in( $this->mails[0], GuestAlerts::CONFIRM );
		$this->mails = array();

		$this->price( $pan, '800' );
		$this->run_queue();
		$this->assertSame( 0, Alerts::send() );
		$this->assertSame( array(), $this->mails, 'no alert before the confirmation' );

		$id = GuestAlerts::confirmable( $confirm, time() );
		GuestAlerts::confirm( $id );
		$this->price( $pan, '700' );
		$stock = wc_get_product( $knife );
		$stock->set_stock_status( 'instock' );
		$stock->save();
		$this->run_queue();
		$this->assertSame( 1, Alerts::send() );
		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( 'guest@example.com', $mail['to'] );
		$this->assertStringContainsString( get_the_title( $pan ), (string) $mail['message'] );
		$this->assertStringContainsString( get_the_title( $knife ), (string) $mail['message'] );
		$this->assertSame( 0, Alerts::send(), 'each alert goes once' );
		$this->assertSame( 1, (int) get_post_meta( $pan, Alerts::COUNT_META, true ) );
		$this->assertSame( 1, Alerts::holders( array( $pan ) )[ $pan ], 'the guest\'s list counts' );

		// The same day: recorded, sent a day later.
		$this->price( $pan, '600' );
		$this->run_queue();
		$this->assertSame( 0, Alerts::send() );
		$this->assertCount( 1, $this->mails );

		$off = $this->link_in( $mail, GuestAlerts::UNSUBSCRIBE );
		$this->assertSame( $id, GuestAlerts::unsubscriber( $off ) );
		$this->assertSame( 0, GuestAlerts::unsubscriber( ( $id + 1 ) . substr( $off, strlen( (string) $id ) ) ), 'a forged link' );
		$this->assertStringContainsString( 'no more', $this->open( GuestAlerts::UNSUBSCRIBE, $off, array( GuestAlerts::class, 'maybe_unsubscribe' ) ) );
		$this->assertNull( GuestAlerts::get( $id ), 'the address is deleted' );
		global $wpdb;
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Store::alerts_table() . ' WHERE subscriber_id = %d', $id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared

		$this->price( $pan, '500' );
		$this->run_queue();
		$this->assertSame( 0, Alerts::send() );
		$this->assertCount( 1, $this->mails, 'nothing after unsubscribing' );
	}

	/**
	 * The pruning deletes unconfirmed addresses older than the link's life
	 * and keeps the fresh and the confirmed ones; a confirmed guest's list
	 * outlives the cookie's purge.
	 */
	public function test_pruning_of_unconfirmed(): void {
		global $wpdb;
		$table = Store::alert_guests_table();
		$old   = gmdate( 'Y-m-d H:i:s', time() - GuestAlerts::CONFIRM_LIFETIME - 60 );
		$rows  = array(
			'stale' => array( str_repeat( 'a', 32 ), $old, null ),
			'fresh' => array( str_repeat( 'b', 32 ), current_time( 'mysql', true ), null ),
			'kept'  => array( str_repeat( 'c', 32 ), $old, $old ),
		);
		foreach ( $rows as $name => $row ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->insert(
				$table,
				array(
					'guest'           => $row[0],
					'email'           => $name . '@example.com',
					'consent_at'      => $row[1],
					'consent_version' => '1',
					'confirmed_at'    => $row[2],
				)
			);
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				Store::guests_table(),
				array(
					'guest'      => $row[0],
					'list'       => Store::LIST_WISHLIST,
					'product_id' => 7,
					'created_at' => $old,
					'seen_at'    => gmdate( 'Y-m-d H:i:s', time() - Cookies::LIFETIME - 2 * DAY_IN_SECONDS ),
				)
			);
		}
		$this->assertSame( 1, GuestAlerts::prune() );
		$this->assertNull( GuestAlerts::for_guest( $rows['stale'][0] ) );
		$this->assertNotNull( GuestAlerts::for_guest( $rows['fresh'][0] ) );
		$this->assertNotNull( GuestAlerts::for_guest( $rows['kept'][0] ) );
		$this->assertCount( 1, $this->queued( GuestAlerts::PRUNE ), 'back when the fresh one expires' );

		Store::purge_guests();
		$this->assertSame( array(), Store::guest_items( $rows['stale'][0] ) );
		$this->assertSame( array( 7 ), Store::guest_items( $rows['kept'][0] ), 'a confirmed guest\'s list is kept for the alerts' );
	}

	/**
	 * At login the guest's list moves into the account and the guest's
	 * subscription is deleted; confirmed for the account's own address, it
	 * turns the account's alerts back on.
	 */
	public function test_login_hands_over_to_the_account(): void {
		$pan = $this->product();
		$this->guest( array( $pan ) );
		$user = get_userdata( $this->create_user( 'customer' ) );
		RateLimit::reset( 'wishlist_alerts_mail', DAY_IN_SECONDS, $user->user_email );
		$id = $this->confirmed( $user->user_email );
		update_user_meta( $user->ID, Alerts::OFF_META, time() );
		do_action( 'wp_login', $user->user_login, $user );
		$this->assertNull( GuestAlerts::get( $id ) );
		$this->assertSame( '', get_user_meta( $user->ID, Alerts::OFF_META, true ) );
		$this->assertSame( array( $pan ), Wishlist::ids( $user->ID ) );
	}

	/**
	 * The confirm e-mail is one of WooCommerce's, with a preview.
	 */
	public function test_confirm_email_is_woocommerce_email(): void {
		$emails = WC()->mailer()->get_emails();
		$this->assertInstanceOf( AlertConfirmEmail::class, $emails[ GuestAlerts::EMAIL ] ?? null );
		$this->assertStringContainsString( 'wishlist alerts', $emails[ GuestAlerts::EMAIL ]->get_content_html() );
	}

	/**
	 * WordPress's personal data tools export and erase a guest's address.
	 */
	public function test_privacy_export_and_erase(): void {
		$this->guest( array( $this->product() ) );
		$id = $this->confirmed();
		$this->assertArrayHasKey( 'vitrina-wishlist-alerts', apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		$this->assertArrayHasKey( 'vitrina-wishlist-alerts', apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
		$export = GuestAlerts::export( 'guest@example.com' );
		$this->assertCount( 1, $export['data'] );
		$this->assertSame( 'guest@example.com', $export['data'][0]['data'][0]['value'] );
		$this->assertSame( array(), GuestAlerts::export( 'nobody@example.com' )['data'] );
		$this->assertTrue( GuestAlerts::erase( 'guest@example.com' )['items_removed'] );
		$this->assertNull( GuestAlerts::get( $id ) );
		$this->assertFalse( GuestAlerts::erase( 'guest@example.com' )['items_removed'] );
	}
}
