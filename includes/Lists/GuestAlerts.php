<?php
/**
 * Wishlist alerts for guests: an address left with consent on the wishlist
 * page, confirmed by a double opt-in e-mail.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use Vitrina\Http\Action;
use Vitrina\Http\RateLimit;
use Vitrina\Http\Router;
use Vitrina\Module;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `vitrina_wishlist_alerts_subscribe` (admin-ajax POST email, consent, key:
 * the wishlist's nonce, bound to the guest's token) keeps one row per guest
 * token (table `{prefix}vitrina_wishlist_alert_guests`: the token, the
 * address, when consent was given and the version of its text, when it was
 * confirmed, when the last alert went) and e-mails a confirm link
 * (`?vitrina_alerts_confirm=<id>.<expiry>.<HMAC>`, made for this purpose,
 * bound to the row's address and token, CONFIRM_LIFETIME). Only a confirmed
 * row gets alerts (Alerts, about the products of the token's guest
 * wishlist, which the guests' table keeps while the row is confirmed);
 * every alert e-mail carries `?vitrina_guest_alerts_off=<id>.<HMAC>`, which
 * deletes the row. Unconfirmed rows older than CONFIRM_LIFETIME are deleted
 * by a scheduled action (PRUNE, group `vitrina`). At login the row is
 * deleted: the wishlist moves into the account, whose own alerts take over
 * (turned back on when the confirmed address is the account's).
 */
final class GuestAlerts implements Module {

	/** The subscribe call. */
	public const SUBSCRIBE = 'vitrina_wishlist_alerts_subscribe';

	/** The query variable of the confirm link. */
	public const CONFIRM = 'vitrina_alerts_confirm';

	/** The query variable of the unsubscribe link. */
	public const UNSUBSCRIBE = 'vitrina_guest_alerts_off';

	/** The action deleting unconfirmed subscriptions. */
	public const PRUNE = 'vitrina_wishlist_alerts_prune';

	/** How long a confirm link works (and an unconfirmed address is kept). */
	public const CONFIRM_LIFETIME = 3 * DAY_IN_SECONDS;

	/** Subscribe calls per visitor address per hour. */
	public const RATE_LIMIT = 5;

	/** Confirm e-mails to one address per day. */
	public const MAIL_LIMIT = 3;

	/** The version of the consent text (Texts 'alerts_consent'); raise it when the text changes. */
	public const CONSENT_VERSION = '1';

	/** The confirm e-mail's id in WooCommerce's e-mails. */
	public const EMAIL = 'vitrina_wishlist_alert_confirm';

	/**
	 * Always.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * The call, the links, the pruning and the login.
	 */
	public function register(): void {
		Router::register( self::action() );
		add_action( 'template_redirect', array( self::class, 'maybe_confirm' ), 5 );
		add_action( 'template_redirect', array( self::class, 'maybe_unsubscribe' ), 5 );
		add_action( self::PRUNE, array( self::class, 'prune' ) );
		add_action( 'wp_login', array( self::class, 'at_login' ), 5, 2 );
		add_filter( 'woocommerce_email_classes', array( self::class, 'email_class' ) );
		add_filter( 'wp_privacy_personal_data_exporters', array( self::class, 'privacy_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( self::class, 'privacy_eraser' ) );
	}

	/**
	 * The subscribe call, declared for the router.
	 */
	public static function action(): Action {
		return Restore::mail_action(
			self::SUBSCRIBE,
			array(
				'consent' => array(
					'type'     => 'boolean',
					'default'  => false,
					'fallback' => true,
				),
			),
			array( self::class, 'permit' ),
			static fn( array $valid ) => self::subscribe( (string) $valid['email'], true === $valid['consent'] )
		);
	}

	/**
	 * The wishlist's own permission (on, nonce bound to the guest's token),
	 * then: alerts on, guests only (an account has its own alerts), within
	 * the rate limit.
	 *
	 * @param array<string, mixed> $fields The request's fields.
	 * @return true|WP_Error
	 */
	public static function permit( array $fields ) {
		$allowed = Ajax::permit( self::SUBSCRIBE, $fields );
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( ! Alerts::on() ) {
			return new WP_Error( 'vitrina_disabled', Texts::get( 'disabled' ), array( 'status' => 404 ) );
		}
		if ( is_user_logged_in() ) {
			return new WP_Error( 'vitrina_in_account', Texts::get( 'alerts_in_account' ), array( 'status' => 400 ) );
		}
		if ( ! RateLimit::hit( 'wishlist_alerts', self::RATE_LIMIT, HOUR_IN_SECONDS ) ) {
			return new WP_Error( 'vitrina_too_many', Texts::get( 'too_many_saves' ), array( 'status' => 429 ) );
		}
		return true;
	}

	/**
	 * Keeps the guest's address (not yet confirmed) and e-mails the confirm
	 * link. An address already confirmed for this list gets no new e-mail.
	 *
	 * @param string $email   The address.
	 * @param bool   $consent Whether the consent box was ticked.
	 * @return array{sent: true, message: string}|WP_Error
	 */
	public static function subscribe( string $email, bool $consent ) {
		if ( ! $consent ) {
			return new WP_Error( 'vitrina_consent_required', Texts::get( 'alerts_consent_required' ), array( 'status' => 400 ) );
		}
		$email = sanitize_email( $email );
		if ( '' === $email || ! is_email( $email ) || strlen( $email ) > 190 ) {
			return new WP_Error( 'vitrina_bad_email', Texts::get( 'bad_email' ), array( 'status' => 400 ) );
		}
		$token = Cookies::guest_token();
		if ( '' === $token || ! Wishlist::ids() ) {
			return new WP_Error( 'vitrina_empty_list', Texts::get( 'empty_list' ), array( 'status' => 400 ) );
		}
		Store::installer()->maybe_install();
		$row = self::for_guest( $token );
		if ( $row && null !== $row['confirmed_at'] && 0 === strcasecmp( $row['email'], $email ) ) {
			return array(
				'sent'    => true,
				'message' => Texts::get( 'alerts_on' ),
			);
		}
		if ( ! RateLimit::hit( 'wishlist_alerts_mail', self::MAIL_LIMIT, DAY_IN_SECONDS, strtolower( $email ) ) ) {
			return new WP_Error( 'vitrina_too_many', Texts::get( 'too_many_saves' ), array( 'status' => 429 ) );
		}
		global $wpdb;
		$table = Store::alert_guests_table();
		// A new address for the list starts unconfirmed again.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (guest, email, consent_at, consent_version, confirmed_at) VALUES (%s, %s, %s, %s, NULL) ON DUPLICATE KEY UPDATE email = VALUES(email), consent_at = VALUES(consent_at), consent_version = VALUES(consent_version), confirmed_at = NULL", $token, $email, current_time( 'mysql', true ), self::CONSENT_VERSION ) );
		$row    = self::for_guest( $token );
		$emails = WC()->mailer()->get_emails();
		$mail   = $emails[ self::EMAIL ] ?? null;
		if ( ! $row || ! $mail instanceof AlertConfirmEmail || ! $mail->trigger( $email, self::confirm_url( $row, time() ) ) ) {
			if ( $row ) {
				self::forget( (int) $row['id'] );
			}
			return new WP_Error( 'vitrina_not_sent', Texts::get( 'not_sent' ), array( 'status' => 500 ) );
		}
		// The token's cookie lives as long as the list is in use.
		Cookies::set( Cookies::GUEST, $token );
		self::schedule_prune( time() + self::CONFIRM_LIFETIME + MINUTE_IN_SECONDS );
		return array(
			'sent'    => true,
			'message' => Texts::get( 'alerts_confirm_sent' ),
		);
	}

	/**
	 * A guest token's subscription.
	 *
	 * @param string $token The token.
	 * @return array{id: int, guest: string, email: string, consent_at: string, consent_version: string, confirmed_at: ?string, alerted_at: ?string}|null
	 */
	public static function for_guest( string $token ): ?array {
		return '' === $token ? null : self::row( 'guest', $token );
	}

	/**
	 * A subscription by id.
	 *
	 * @param int $id The id.
	 * @return array{id: int, guest: string, email: string, consent_at: string, consent_version: string, confirmed_at: ?string, alerted_at: ?string}|null
	 */
	public static function get( int $id ): ?array {
		return $id > 0 ? self::row( 'id', (string) $id ) : null;
	}

	/**
	 * One row.
	 *
	 * @param string $column id or guest.
	 * @param string $value  The value.
	 * @return array{id: int, guest: string, email: string, consent_at: string, consent_version: string, confirmed_at: ?string, alerted_at: ?string}|null
	 */
	private static function row( string $column, string $value ): ?array {
		global $wpdb;
		$table  = Store::alert_guests_table();
		$column = 'id' === $column ? 'id' : 'guest';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, one of two columns.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, guest, email, consent_at, consent_version, confirmed_at, alerted_at FROM {$table} WHERE {$column} = %s", $value ), 'ARRAY_A' );
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'id'              => (int) $row['id'],
			'guest'           => (string) $row['guest'],
			'email'           => (string) $row['email'],
			'consent_at'      => (string) $row['consent_at'],
			'consent_version' => (string) $row['consent_version'],
			'confirmed_at'    => null === $row['confirmed_at'] ? null : (string) $row['confirmed_at'],
			'alerted_at'      => null === $row['alerted_at'] ? null : (string) $row['alerted_at'],
		);
	}

	/**
	 * The current guest's alerts: 'on', 'pending' (not confirmed yet) or
	 * 'none'.
	 */
	public static function status(): string {
		$row = self::for_guest( Cookies::guest_token() );
		if ( ! $row ) {
			return 'none';
		}
		return null === $row['confirmed_at'] ? 'pending' : 'on';
	}

	/**
	 * The confirmed subscriptions whose guest wishlist holds a product.
	 *
	 * @param int $product_id The product.
	 * @return list<int>
	 */
	public static function subscribers_of( int $product_id ): array {
		global $wpdb;
		$table  = Store::alert_guests_table();
		$guests = Store::guests_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT s.id FROM {$table} s INNER JOIN {$guests} g ON g.guest = s.guest WHERE g.list = %s AND g.product_id = %d AND s.confirmed_at IS NOT NULL", Store::LIST_WISHLIST, $product_id ) );
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * The listable products of a subscription's guest wishlist.
	 *
	 * @param array{guest: string} $row The subscription.
	 * @return list<int>
	 */
	public static function products( array $row ): array {
		return Listable::filter( array_slice( Store::guest_items( $row['guest'] ), 0, Wishlist::GUEST_MAX ) );
	}

	/**
	 * Notes that an alert e-mail went to a subscription.
	 *
	 * @param int $id The subscription.
	 */
	public static function alerted( int $id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table.
		$wpdb->update( Store::alert_guests_table(), array( 'alerted_at' => current_time( 'mysql', true ) ), array( 'id' => $id ) );
	}

	/**
	 * Deletes a subscription (the address) and its alerts.
	 *
	 * @param int $id The subscription.
	 */
	public static function forget( int $id ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own tables.
		$wpdb->delete( Store::alert_guests_table(), array( 'id' => $id ), array( '%d' ) );
		$wpdb->delete( Store::alerts_table(), array( 'subscriber_id' => $id ), array( '%d' ) );
		// phpcs:enable
	}

	/**
	 * The signature of a link, made for one purpose.
	 *
	 * @param string $purpose The purpose.
	 * @param string $payload The payload.
	 */
	private static function sign( string $purpose, string $payload ): string {
		return hash_hmac( 'sha256', $purpose . '|' . $payload, wp_salt( 'auth' ) );
	}

	/**
	 * The confirm link of a subscription (bound to its address and token).
	 *
	 * @param array{id: int, guest: string, email: string} $row The subscription.
	 * @param int                                          $now The time.
	 */
	public static function confirm_url( array $row, int $now ): string {
		$expiry = $now + self::CONFIRM_LIFETIME;
		$value  = $row['id'] . '.' . $expiry . '.' . self::sign( 'wishlist-alerts-confirm', $row['id'] . '.' . $expiry . '.' . strtolower( $row['email'] ) . '.' . $row['guest'] );
		return add_query_arg( self::CONFIRM, $value, home_url( '/' ) );
	}

	/**
	 * The subscription a confirm value names, or 0 when it is altered,
	 * expired, malformed or its subscription is gone or changed.
	 *
	 * @param string $value The link's value.
	 * @param int    $now   The time.
	 */
	public static function confirmable( string $value, int $now ): int {
		if ( ! preg_match( '/^(\d{1,20})\.(\d{1,12})\.([a-f0-9]{64})$/', $value, $m ) || (int) $m[2] < $now ) {
			return 0;
		}
		$row = self::get( (int) $m[1] );
		if ( ! $row ) {
			return 0;
		}
		$expected = self::sign( 'wishlist-alerts-confirm', $row['id'] . '.' . $m[2] . '.' . strtolower( $row['email'] ) . '.' . $row['guest'] );
		return hash_equals( $expected, $m[3] ) ? $row['id'] : 0;
	}

	/**
	 * Confirms a subscription (once; a second time changes nothing).
	 *
	 * @param int $id The subscription.
	 */
	public static function confirm( int $id ): void {
		global $wpdb;
		$table = Store::alert_guests_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET confirmed_at = %s WHERE id = %d AND confirmed_at IS NULL", current_time( 'mysql', true ), $id ) );
	}

	/**
	 * The unsubscribe link of a subscription.
	 *
	 * @param int $id The subscription.
	 */
	public static function unsubscribe_url( int $id ): string {
		return add_query_arg( self::UNSUBSCRIBE, $id . '.' . self::sign( 'wishlist-alerts-off-guest', (string) $id ), home_url( '/' ) );
	}

	/**
	 * The subscription an unsubscribe value names, or 0 when it is not
	 * genuine.
	 *
	 * @param string $value The link's value.
	 */
	public static function unsubscriber( string $value ): int {
		if ( ! preg_match( '/^(\d{1,20})\.([a-f0-9]{64})$/', $value, $m ) ) {
			return 0;
		}
		return hash_equals( self::sign( 'wishlist-alerts-off-guest', $m[1] ), $m[2] ) ? (int) $m[1] : 0;
	}

	/**
	 * Opens a confirm link: the alerts start, and a page says so.
	 */
	public static function maybe_confirm(): void {
		Alerts::open_link(
			self::CONFIRM,
			static fn( string $raw ): int => self::confirmable( $raw, time() ),
			array( self::class, 'confirm' ),
			__( 'Wishlist alerts are on: we will e-mail you when products on your wishlist get cheaper or come back in stock.', 'vitrina' ),
			__( 'This link has expired or is not valid. Ask for wishlist alerts again on the wishlist page.', 'vitrina' )
		);
	}

	/**
	 * Opens an unsubscribe link: the address is deleted, and a page says so.
	 */
	public static function maybe_unsubscribe(): void {
		Alerts::open_link(
			self::UNSUBSCRIBE,
			array( self::class, 'unsubscriber' ),
			array( self::class, 'forget' ),
			__( 'You will get no more wishlist e-mails from this shop, and your address is deleted.', 'vitrina' ),
			__( 'This link is not valid. Nothing was changed.', 'vitrina' )
		);
	}

	/**
	 * Deletes the unconfirmed subscriptions older than CONFIRM_LIFETIME and
	 * comes back when the next one is due.
	 *
	 * @return int How many were deleted.
	 */
	public static function prune(): int {
		global $wpdb;
		Store::installer()->maybe_install();
		$table = Store::alert_guests_table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$gone = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE confirmed_at IS NULL AND consent_at < %s LIMIT 1000", gmdate( 'Y-m-d H:i:s', time() - self::CONFIRM_LIFETIME ) ) );
		$next = $wpdb->get_var( "SELECT MIN(consent_at) FROM {$table} WHERE confirmed_at IS NULL" );
		// phpcs:enable
		if ( $next ) {
			self::schedule_prune( max( time() + MINUTE_IN_SECONDS, (int) strtotime( $next . ' UTC' ) + self::CONFIRM_LIFETIME + MINUTE_IN_SECONDS ) );
		}
		return $gone;
	}

	/**
	 * Schedules the pruning (once).
	 *
	 * @param int $when When.
	 */
	private static function schedule_prune( int $when ): void {
		if ( null === WC()->queue()->get_next( self::PRUNE, array(), Alerts::GROUP ) ) {
			WC()->queue()->schedule_single( $when, self::PRUNE, array(), Alerts::GROUP );
		}
	}

	/**
	 * At login the guest's wishlist moves into the account (Lists), whose
	 * own alerts take over: the guest's subscription is deleted, and a
	 * confirmed one for the account's own address turns the account's
	 * alerts back on.
	 *
	 * @param string $login The login.
	 * @param mixed  $user  The user.
	 */
	public static function at_login( $login, $user ): void {
		unset( $login );
		$row = $user instanceof \WP_User ? self::for_guest( Cookies::guest_token() ) : null;
		if ( ! $row || ! $user instanceof \WP_User ) {
			return;
		}
		if ( null !== $row['confirmed_at'] && 0 === strcasecmp( $row['email'], (string) $user->user_email ) ) {
			delete_user_meta( (int) $user->ID, Alerts::OFF_META );
		}
		self::forget( $row['id'] );
	}

	/**
	 * Adds the confirm e-mail to WooCommerce's.
	 *
	 * @param array<string, \WC_Email> $emails WooCommerce's e-mails.
	 * @return array<string, \WC_Email>
	 */
	public static function email_class( $emails ) {
		$emails[ self::EMAIL ] = new AlertConfirmEmail();
		return $emails;
	}

	/**
	 * Adds the guests' alert addresses to WordPress's personal data export
	 * (Tools → Export Personal Data).
	 *
	 * @param array<string, mixed> $exporters The exporters.
	 * @return array<string, mixed>
	 */
	public static function privacy_exporter( $exporters ) {
		$exporters['vitrina-wishlist-alerts'] = array(
			'exporter_friendly_name' => __( 'Wishlist alerts (guests)', 'vitrina' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the guests' alert addresses to WordPress's personal data erasure
	 * (Tools → Erase Personal Data).
	 *
	 * @param array<string, mixed> $erasers The erasers.
	 * @return array<string, mixed>
	 */
	public static function privacy_eraser( $erasers ) {
		$erasers['vitrina-wishlist-alerts'] = array(
			'eraser_friendly_name' => __( 'Wishlist alerts (guests)', 'vitrina' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * The subscriptions of an address.
	 *
	 * @param string $email The address.
	 * @return list<int>
	 */
	private static function ids_of( string $email ): array {
		global $wpdb;
		$table = Store::alert_guests_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		return array_values( array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE email = %s LIMIT 100", $email ) ) ) );
	}

	/**
	 * What is kept about an address: each subscription's consent and
	 * confirmation.
	 *
	 * @param string $email The address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function export( $email ): array {
		$data = array();
		foreach ( self::ids_of( (string) $email ) as $id ) {
			$row = self::get( $id );
			if ( ! $row ) {
				continue;
			}
			$data[] = array(
				'group_id'    => 'vitrina-wishlist-alerts',
				'group_label' => __( 'Wishlist alerts (guests)', 'vitrina' ),
				'item_id'     => 'vitrina-wishlist-alerts-' . $id,
				'data'        => array(
					array(
						'name'  => __( 'E-mail', 'vitrina' ),
						'value' => $row['email'],
					),
					array(
						'name'  => __( 'Consent given (GMT)', 'vitrina' ),
						'value' => $row['consent_at'] . ' (' . Texts::get( 'alerts_consent' ) . ')',
					),
					array(
						'name'  => __( 'Confirmed (GMT)', 'vitrina' ),
						'value' => (string) $row['confirmed_at'],
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => true,
		);
	}

	/**
	 * Deletes an address's subscriptions.
	 *
	 * @param string $email The address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public static function erase( $email ): array {
		$ids = self::ids_of( (string) $email );
		foreach ( $ids as $id ) {
			self::forget( $id );
		}
		return array(
			'items_removed'  => (bool) $ids,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}
