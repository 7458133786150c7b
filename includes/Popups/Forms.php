<?php
/**
 * Popup forms (spec calls 1 and 2): the subscription form (pum_sub_form) and
 * the contact form (pum_form), their shortcodes and their admin-ajax actions.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Http\Action;
use Vitrina\Http\Nonce;
use Vitrina\Http\RateLimit;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Templates;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Each call checks, in order: the size and shape of the sent fields, the
 * nonce (handed out by the shopper's state, so cached pages work), the
 * honeypot, the rate limit per client address (RATE_LIMIT sends per
 * RATE_WINDOW seconds, counted atomically by RateLimit, the address from
 * ClientAddress), then every field; it answers
 * `{ success, data: { message, redirect } }` or
 * `{ success: false, data: { errors: [ { message, field } ] } }`, and stores
 * nothing unless everything is valid. A subscribed e-mail is not added twice
 * (the answer is the same success, so that no one learns who subscribed).
 * A form's `data-redirect` (what the island follows after a success) is
 * kept only when it is an http(s) address on the shop's own host.
 */
final class Forms implements Module {

	/** The admin-ajax actions. */
	public const SUBSCRIBE = 'pum_sub_form';
	public const CONTACT   = 'pum_form';

	/** The nonce action (state `nonces.popups`). */
	public const NONCE = 'vitrina_popups';

	/** The honeypot field: people leave it empty. */
	public const HONEYPOT = 'vitrina_hp';

	/** Sends allowed per visitor address in the window. */
	public const RATE_LIMIT  = 5;
	public const RATE_WINDOW = 600;

	/** The most bytes and fields of the sent form (`values`). */
	public const MAX_VALUES_BYTES = 20000;
	public const MAX_FIELDS       = 50;

	/** Longest name and message. */
	public const MAX_NAME    = 100;
	public const MAX_MESSAGE = 5000;

	/**
	 * Always (admin-ajax, and the shortcodes on the front end).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		Router::register( self::action( self::SUBSCRIBE ), array( $this, 'ajax' ) );
		Router::register( self::action( self::CONTACT ), array( $this, 'ajax' ) );
		add_filter( 'vitrina_state', array( self::class, 'state' ) );
		add_shortcode( 'vitrina_subscribe', array( self::class, 'subscribe_shortcode' ) );
		add_shortcode( 'vitrina_popup_form', array( self::class, 'contact_shortcode' ) );
		add_action( 'vitrina_activate', array( Subscribers::installer(), 'install' ) );
		add_filter( 'the_content', array( self::class, 'safe_redirects' ), 100 );
		add_action( 'init', array( self::class, 'drop_array_nonce' ), 0 );
	}

	/**
	 * On a form call whose `_wpnonce` is not a string (an array), empties
	 * it before anything reads it: WooCommerce's form handlers verify
	 * `_wpnonce` on every request and WordPress would warn on the array.
	 * The call is then refused as any call with a bad nonce.
	 */
	public static function drop_array_nonce(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- only an array is replaced; handle() verifies the nonce.
		if ( ! wp_doing_ajax() || ! isset( $_REQUEST['action'] ) || ! in_array( $_REQUEST['action'], array( self::SUBSCRIBE, self::CONTACT ), true ) ) {
			return;
		}
		if ( isset( $_POST['_wpnonce'] ) && ! is_string( $_POST['_wpnonce'] ) ) {
			$_POST['_wpnonce'] = '';
		}
		if ( isset( $_GET['_wpnonce'] ) && ! is_string( $_GET['_wpnonce'] ) ) {
			$_GET['_wpnonce'] = '';
		}
		if ( isset( $_REQUEST['_wpnonce'] ) && ! is_string( $_REQUEST['_wpnonce'] ) ) {
			$_REQUEST['_wpnonce'] = '';
		}
		// phpcs:enable
	}

	/**
	 * A redirect a form may follow: an http(s) address on the shop's own
	 * host (or a path on it); anything else is ''.
	 *
	 * @param mixed $url The address.
	 */
	public static function safe_redirect( $url ): string {
		if ( ! is_string( $url ) ) {
			return '';
		}
		$url = trim( html_entity_decode( $url, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		if ( '' === $url || strlen( $url ) > 2000 || preg_match( '/[\x00-\x20\\\\]/', $url ) ) {
			return '';
		}
		if ( str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ) {
			$url = home_url( $url );
		}
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url() );
		if ( ! is_array( $parts ) || ! is_array( $home ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
			return '';
		}
		$host = strtolower( (string) ( $parts['host'] ?? '' ) );
		if ( '' === $host || strtolower( (string) ( $home['host'] ?? '' ) ) !== $host || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return '';
		}
		if ( ( $parts['port'] ?? null ) !== ( $home['port'] ?? null ) ) {
			return '';
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}

	/**
	 * Keeps in content only the safe `data-redirect` of Vitrina's forms
	 * (a popup's content, a page with a form).
	 *
	 * @param mixed $content The content.
	 * @return mixed
	 */
	public static function safe_redirects( $content ) {
		if ( ! is_string( $content ) || ! str_contains( $content, 'data-redirect' ) || ! str_contains( $content, 'data-vitrina-form' ) ) {
			return $content;
		}
		return preg_replace_callback(
			'/<form\b[^>]*>/i',
			static function ( array $tag ): string {
				if ( ! str_contains( $tag[0], 'data-vitrina-form' ) ) {
					return $tag[0];
				}
				return (string) preg_replace_callback(
					'/\sdata-redirect\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>]*))/i',
					static function ( array $m ): string {
						$safe = self::safe_redirect( $m[1] . ( $m[2] ?? '' ) . ( $m[3] ?? '' ) );
						return '' === $safe ? '' : ' data-redirect="' . esc_attr( $safe ) . '"';
					},
					$tag[0]
				);
			},
			$content
		) ?? $content;
	}

	/**
	 * Adds the forms' nonce to the shopper's state.
	 *
	 * @param mixed $state The state.
	 * @return mixed
	 */
	public static function state( $state ) {
		if ( is_array( $state ) ) {
			$state['nonces']           = isset( $state['nonces'] ) && is_array( $state['nonces'] ) ? $state['nonces'] : array();
			$state['nonces']['popups'] = wp_create_nonce( self::NONCE );
		}
		return $state;
	}

	/**
	 * The consent the subscription form asks for.
	 */
	public static function consent_text(): string {
		return __( 'I agree to receive news and offers by e-mail and to the processing of my personal data.', 'vitrina' );
	}

	/**
	 * [vitrina_subscribe button="…"]: the subscription form.
	 *
	 * @param mixed $atts Attributes.
	 */
	public static function subscribe_shortcode( $atts ): string {
		return self::form(
			array( 'vitrina_subscribe', self::SUBSCRIBE, 'vitrina-subscribe-form', 'vitrina-sub-' ),
			__( 'Subscribe', 'vitrina' ),
			$atts,
			array( 'name_field' => 'yes' ),
			static fn( array $atts ): array => array(
				'fields'  => 'no' !== $atts['name_field'] ? array( 'name', 'email', 'consent' ) : array( 'email', 'consent' ),
				'consent' => self::consent_text(),
			)
		);
	}

	/**
	 * [vitrina_popup_form button="…"]: the contact form.
	 *
	 * @param mixed $atts Attributes.
	 */
	public static function contact_shortcode( $atts ): string {
		return self::form(
			array( 'vitrina_popup_form', self::CONTACT, 'vitrina-popup-form', 'vitrina-contact-' ),
			__( 'Send', 'vitrina' ),
			$atts,
			array(),
			static fn(): array => array( 'fields' => array( 'name', 'email', 'message' ) )
		);
	}

	/**
	 * A form shortcode's markup: the attributes every form has (button,
	 * popup_id) and the form's own, read over their defaults, then the
	 * one form template (popups/form.php) with the form's action, class,
	 * fields and a unique id.
	 *
	 * @param array{0: string, 1: string, 2: string, 3: string} $form     The shortcode's tag, the admin-ajax action, the form's class and the unique id's prefix.
	 * @param string                                            $button   The button's default text.
	 * @param mixed                                             $atts     Attributes.
	 * @param array<string, mixed>                              $defaults The form's own attributes and their defaults.
	 * @param callable                                          $args     The form's fields (and other template arguments): fn( array $atts ): array.
	 */
	private static function form( array $form, string $button, $atts, array $defaults, callable $args ): string {
		$atts = shortcode_atts(
			array(
				'button'   => $button,
				'popup_id' => 0,
			) + $defaults,
			is_array( $atts ) ? $atts : array(),
			$form[0]
		);
		return Templates::render(
			'popups/form',
			array(
				'action'   => $form[1],
				'class'    => $form[2],
				'button'   => (string) $atts['button'],
				'popup_id' => absint( $atts['popup_id'] ),
				'uid'      => wp_unique_id( $form[3] ),
			) + $args( $atts )
		);
	}

	/**
	 * A form's admin-ajax action (POST values, _wpnonce): the nonce first,
	 * then `values` (a string, parse_values()), then handle().
	 *
	 * @param string $name SUBSCRIBE or CONTACT.
	 */
	public static function action( string $name ): Action {
		return new Action(
			$name,
			array(
				'source'              => Action::FROM_POST,
				'cache'               => Action::CACHE_NONE,
				'args'                => array(
					'values' => array(
						'type'              => 'string',
						'default'           => '',
						'validate_callback' => static fn( $value ) => null !== self::parse_values( $value ) ? true : new WP_Error( 'vitrina_form_values', __( 'The form could not be sent.', 'vitrina' ), array( 'status' => 400 ) ),
					),
				),
				'permission_callback' => static fn( array $fields ) => Nonce::verify( $fields['_wpnonce'] ?? '', self::NONCE )
					? true
					: new WP_Error( 'vitrina_form_nonce', __( 'The page has expired. Reload it and try again.', 'vitrina' ), array( 'status' => 403 ) ),
				'callback'            => static function ( array $args, array $fields ) use ( $name ) {
					$answer = self::handle( $name, (array) self::parse_values( $args['values'] ), Nonce::value( $fields['_wpnonce'] ?? '' ) );
					return $answer['success'] ? $answer['data'] : new WP_Error( 'vitrina_form', '', $answer['data'] + array( 'status' => $answer['status'] ) );
				},
				// Refusals list their errors, each with its message and, for a field, its name.
				'error'               => static function ( WP_Error $error ): array {
					$data = $error->get_error_data();
					return array(
						'success' => false,
						'data'    => array( 'errors' => is_array( $data ) && isset( $data['errors'] ) ? $data['errors'] : array( array( 'message' => $error->get_error_message() ) ) ),
					);
				},
			)
		);
	}

	/**
	 * Answers admin-ajax (either form, by the posted action).
	 */
	public function ajax(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- routing only; the action checks the nonce.
		$name = isset( $_POST['action'] ) && is_string( $_POST['action'] ) ? sanitize_key( wp_unslash( $_POST['action'] ) ) : '';
		// Another name still has its nonce checked first; handle() then refuses it.
		Router::dispatch( self::action( $name ) );
	}

	/**
	 * The form's fields from `values` (the form serialised as a query
	 * string); null when it is not a string, too large or has too many
	 * fields (parse_str would warn past max_input_vars).
	 *
	 * @param mixed $raw The sent value (unslashed).
	 * @return array<string, mixed>|null
	 */
	public static function parse_values( $raw ): ?array {
		if ( ! is_string( $raw ) || strlen( $raw ) > self::MAX_VALUES_BYTES || substr_count( $raw, '&' ) >= self::MAX_FIELDS ) {
			return null;
		}
		$values = array();
		parse_str( $raw, $values );
		return $values;
	}

	/**
	 * Handles a submission.
	 *
	 * @param string               $action pum_sub_form or pum_form.
	 * @param array<string, mixed> $values The form's fields.
	 * @param string               $nonce  The nonce.
	 * @return array{success: bool, status: int, data: array<string, mixed>}
	 */
	public static function handle( string $action, array $values, string $nonce ): array {
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return self::fail( 403, __( 'The page has expired. Reload it and try again.', 'vitrina' ) );
		}
		if ( '' !== trim( (string) ( is_scalar( $values[ self::HONEYPOT ] ?? '' ) ? $values[ self::HONEYPOT ] ?? '' : 'x' ) ) ) {
			return self::fail( 400, __( 'The form could not be sent.', 'vitrina' ) );
		}
		if ( ! RateLimit::hit( 'popup_form', self::RATE_LIMIT, self::RATE_WINDOW ) ) {
			return self::fail( 429, __( 'Too many attempts. Please try again in a few minutes.', 'vitrina' ) );
		}

		$field  = static fn( string $name ): string => isset( $values[ $name ] ) && is_scalar( $values[ $name ] ) ? trim( (string) $values[ $name ] ) : '';
		$errors = array();
		$email  = sanitize_email( $field( 'email' ) );
		if ( '' === $field( 'email' ) ) {
			$errors[] = array(
				'message' => __( 'Enter your e-mail.', 'vitrina' ),
				'field'   => 'email',
			);
		} elseif ( ! is_email( $email ) || $email !== $field( 'email' ) ) {
			$errors[] = array(
				'message' => __( 'Enter a valid e-mail, such as name@example.com.', 'vitrina' ),
				'field'   => 'email',
			);
		}
		$name = sanitize_text_field( $field( 'name' ) );
		if ( mb_strlen( $name ) > self::MAX_NAME ) {
			$errors[] = array(
				/* translators: %d: the longest name. */
				'message' => sprintf( __( 'The name is too long (at most %d characters).', 'vitrina' ), self::MAX_NAME ),
				'field'   => 'name',
			);
		}
		$popup_id = absint( $field( 'popup_id' ) );
		if ( $popup_id && ( PostType::TYPE !== get_post_type( $popup_id ) || 'publish' !== get_post_status( $popup_id ) ) ) {
			$popup_id = 0;
		}

		if ( self::SUBSCRIBE === $action ) {
			if ( ! in_array( $field( 'consent' ), array( '1', 'yes', 'on' ), true ) ) {
				$errors[] = array(
					'message' => __( 'Please agree to receive our e-mails.', 'vitrina' ),
					'field'   => 'consent',
				);
			}
			if ( $errors ) {
				return self::errors( $errors );
			}
			if ( null === Subscribers::add( $email, $name, self::consent_text(), $popup_id ) ) {
				return self::fail( 500, __( 'The subscription could not be saved. Please try again later.', 'vitrina' ) );
			}
			return self::done( __( 'Thank you! You are subscribed.', 'vitrina' ) );
		}

		if ( self::CONTACT === $action ) {
			$message = sanitize_textarea_field( $field( 'message' ) );
			if ( '' === $message ) {
				$errors[] = array(
					'message' => __( 'Write your message.', 'vitrina' ),
					'field'   => 'message',
				);
			} elseif ( mb_strlen( $message ) > self::MAX_MESSAGE ) {
				$errors[] = array(
					/* translators: %d: the longest message. */
					'message' => sprintf( __( 'The message is too long (at most %d characters).', 'vitrina' ), self::MAX_MESSAGE ),
					'field'   => 'message',
				);
			}
			if ( $errors ) {
				return self::errors( $errors );
			}
			$sent = wp_mail(
				(string) get_option( 'admin_email' ),
				/* translators: %s: the site's name. */
				sprintf( __( 'A message from %s', 'vitrina' ), wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) ),
				( '' !== $name ? $name . "\n" : '' ) . $email . "\n\n" . $message,
				array( 'Reply-To: ' . ( '' !== $name ? str_replace( array( "\r", "\n", '<', '>' ), '', $name ) . ' ' : '' ) . '<' . $email . '>' )
			);
			return $sent ? self::done( __( 'Thank you! Your message has been sent.', 'vitrina' ) ) : self::fail( 500, __( 'The message could not be sent. Please try again later.', 'vitrina' ) );
		}
		return self::fail( 400, __( 'Unknown form.', 'vitrina' ) );
	}

	/**
	 * A success.
	 *
	 * @param string $message The message.
	 * @return array{success: bool, status: int, data: array<string, mixed>}
	 */
	private static function done( string $message ): array {
		return array(
			'success' => true,
			'status'  => 200,
			'data'    => array(
				'message'  => $message,
				'redirect' => '',
			),
		);
	}

	/**
	 * A failure with one message for the whole form.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message The message.
	 * @return array{success: bool, status: int, data: array<string, mixed>}
	 */
	private static function fail( int $status, string $message ): array {
		return array(
			'success' => false,
			'status'  => $status,
			'data'    => array( 'errors' => array( array( 'message' => $message ) ) ),
		);
	}

	/**
	 * Field errors.
	 *
	 * @param list<array{message: string, field: string}> $errors The errors.
	 * @return array{success: bool, status: int, data: array<string, mixed>}
	 */
	private static function errors( array $errors ): array {
		return array(
			'success' => false,
			'status'  => 400,
			'data'    => array( 'errors' => $errors ),
		);
	}
}
