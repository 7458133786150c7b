<?php
/**
 * A guest's wishlist that survives: saved by e-mail as a signed link,
 * restored on any device.
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
 * `vitrina_wishlist_save` (admin-ajax POST email, key: the wishlist's nonce)
 * sends the guest a link that carries the list itself (its product ids),
 * an expiry and a signature made for this one purpose; nothing is stored
 * and the e-mail address is used for that one message only. Opening the
 * link (`?vitrina_restore_wishlist=…`, never cached) merges the products
 * into the current list, a guest's or an account's, as the login merge
 * does, and goes to the wishlist page. A link that is altered, expired or
 * made for another site restores nothing and says so.
 */
final class Restore implements Module {

	/** The save call. */
	public const SAVE = 'vitrina_wishlist_save';

	/** The query variable of the link. */
	public const QUERY = 'vitrina_restore_wishlist';

	/** The query variable of the wishlist page after a restore: how many were added, or "invalid". */
	public const DONE = 'vitrina_restored';

	/** How long a link works. */
	public const LIFETIME = 60 * DAY_IN_SECONDS;

	/** Saves per visitor address per hour. */
	public const RATE_LIMIT = 5;

	/**
	 * With the wishlist on.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * The call and the link.
	 */
	public function register(): void {
		Router::register( self::action() );
		add_action( 'template_redirect', array( self::class, 'maybe_restore' ), 5 );
	}

	/**
	 * The save call, declared for the router.
	 */
	public static function action(): Action {
		return self::mail_action(
			self::SAVE,
			array(),
			array( self::class, 'permit' ),
			static fn( array $valid ) => self::send( (string) $valid['email'] )
		);
	}

	/**
	 * A guest's call that e-mails an address (this one, GuestAlerts'):
	 * POST only, the address and the wishlist's nonce (`key`) and more
	 * arguments, no cache, refusals as `{ error, code }`.
	 *
	 * @param string                              $name     The wire name.
	 * @param array<string, array<string, mixed>> $args     More arguments.
	 * @param callable                            $permit   The permission callback.
	 * @param callable                            $callback The handler.
	 */
	public static function mail_action( string $name, array $args, callable $permit, callable $callback ): Action {
		return new Action(
			$name,
			array(
				'methods'             => array( 'POST' ),
				'source'              => Action::FROM_POST,
				'args'                => array(
					'email' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 254,
					),
					'key'   => array(
						'type'    => 'string',
						'default' => '',
					),
				) + $args,
				'permission_callback' => $permit,
				'callback'            => $callback,
				'answer'              => Action::ANSWER_RAW,
				'cache'               => Action::CACHE_NONE,
				'error'               => array( Ajax::class, 'refusal' ),
			)
		);
	}

	/**
	 * The wishlist's own permission (on, nonce), then: guests only (an
	 * account keeps its list), within the rate limit.
	 *
	 * @param array<string, mixed> $fields The request's fields.
	 * @return true|WP_Error
	 */
	public static function permit( array $fields ) {
		$allowed = Ajax::permit( self::SAVE, $fields );
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( is_user_logged_in() ) {
			return new WP_Error( 'vitrina_in_account', Texts::get( 'in_account' ), array( 'status' => 400 ) );
		}
		if ( ! RateLimit::hit( 'wishlist_save', self::RATE_LIMIT, HOUR_IN_SECONDS ) ) {
			return new WP_Error( 'vitrina_too_many', Texts::get( 'too_many_saves' ), array( 'status' => 429 ) );
		}
		return true;
	}

	/**
	 * Sends the link of the guest's list.
	 *
	 * @param string $email The address.
	 * @return array{sent: true, message: string}|WP_Error
	 */
	public static function send( string $email ) {
		$email = sanitize_email( $email );
		if ( '' === $email || ! is_email( $email ) ) {
			return new WP_Error( 'vitrina_bad_email', Texts::get( 'bad_email' ), array( 'status' => 400 ) );
		}
		$ids = Wishlist::ids();
		if ( ! $ids ) {
			return new WP_Error( 'vitrina_empty_list', Texts::get( 'empty_list' ), array( 'status' => 400 ) );
		}
		$link = self::link( $ids, time() );
		$site = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		/* translators: %s: the shop's name. */
		$subject = sprintf( __( 'Your wishlist at %s', 'vitrina' ), $site );
		$message = self::message( $ids, $link );
		$sent    = function_exists( 'WC' ) && WC()->mailer()
			? WC()->mailer()->send( $email, $subject, WC()->mailer()->wrap_message( $subject, $message ) )
			: wp_mail( $email, $subject, $message, array( 'Content-Type: text/html; charset=UTF-8' ) );
		if ( ! $sent ) {
			return new WP_Error( 'vitrina_not_sent', Texts::get( 'not_sent' ), array( 'status' => 500 ) );
		}
		return array(
			'sent'    => true,
			'message' => Texts::get( 'link_sent' ),
		);
	}

	/**
	 * The message: the products and the link.
	 *
	 * @param int[]  $ids  The products.
	 * @param string $link The link.
	 */
	private static function message( array $ids, string $link ): string {
		$items = '';
		foreach ( $ids as $id ) {
			$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
			$name    = $product ? $product->get_name() : get_the_title( $id );
			$items  .= '<li><a href="' . esc_url( (string) get_permalink( $id ) ) . '">' . esc_html( $name ) . '</a></li>';
		}
		return '<p>' . esc_html__( 'Here is the wishlist you saved. Open the link on any device to get it back:', 'vitrina' ) . '</p>'
			. '<ul>' . $items . '</ul>'
			. '<p><a href="' . esc_url( $link ) . '">' . esc_html__( 'Restore my wishlist', 'vitrina' ) . '</a></p>'
			/* translators: %d: days the link works. */
			. '<p>' . esc_html( sprintf( __( 'The link works for %d days. We used your e-mail address only to send this message and do not keep it.', 'vitrina' ), (int) ( self::LIFETIME / DAY_IN_SECONDS ) ) ) . '</p>';
	}

	/**
	 * The signature of a payload, made for this purpose only.
	 *
	 * @param string $payload The payload.
	 */
	private static function sign( string $payload ): string {
		return hash_hmac( 'sha256', 'wishlist-restore|' . $payload, wp_salt( 'auth' ) );
	}

	/**
	 * The link that restores a list.
	 *
	 * @param int[] $ids The products, newest first.
	 * @param int   $now The time.
	 */
	public static function link( array $ids, int $now ): string {
		$payload = implode( '-', array_map( 'intval', $ids ) ) . '.' . ( $now + self::LIFETIME );
		return add_query_arg( self::QUERY, $payload . '.' . self::sign( $payload ), home_url( '/' ) );
	}

	/**
	 * The products of a link, or null when it is altered, malformed or
	 * expired.
	 *
	 * @param string $token The link's value.
	 * @param int    $now   The time.
	 * @return list<int>|null
	 */
	public static function parse( string $token, int $now ): ?array {
		if ( ! preg_match( '/^(\d+(?:-\d+){0,' . ( Wishlist::GUEST_MAX - 1 ) . '})\.(\d{1,12})\.([a-f0-9]{64})$/', $token, $m ) ) {
			return null;
		}
		$payload = $m[1] . '.' . $m[2];
		if ( ! hash_equals( self::sign( $payload ), $m[3] ) || (int) $m[2] < $now ) {
			return null;
		}
		return array_values( array_unique( array_map( 'intval', explode( '-', $m[1] ) ) ) );
	}

	/**
	 * Restores the list of a link into the current shopper's, oldest first
	 * so that the order stays; products no longer listable are left out.
	 *
	 * @param int[] $ids The products, newest first.
	 * @return int How many were added.
	 */
	public static function merge( array $ids ): int {
		Store::installer()->maybe_install();
		$have  = Wishlist::ids();
		$added = 0;
		foreach ( array_reverse( Listable::filter( $ids ) ) as $id ) {
			if ( ! in_array( $id, $have, true ) && true === Wishlist::add( $id ) ) {
				++$added;
			}
		}
		return $added;
	}

	/**
	 * Opens a link: restores, then goes to the wishlist page.
	 */
	public static function maybe_restore(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the link is signed (parse()).
		$raw = isset( $_GET[ self::QUERY ] ) && is_string( $_GET[ self::QUERY ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::QUERY ] ) ) : '';
		if ( '' === $raw || 'yes' !== \Vitrina\Settings\Options::get( 'wishlist' ) ) {
			return;
		}
		nocache_headers();
		$ids  = self::parse( $raw, time() );
		$done = null === $ids ? 'invalid' : (string) self::merge( $ids );
		$page = (int) \Vitrina\Settings\Options::get( 'wishlist_page' );
		$to   = $page ? (string) get_permalink( $page ) : home_url( '/' );
		wp_safe_redirect( add_query_arg( self::DONE, $done, $to ) );
		exit;
	}
}
