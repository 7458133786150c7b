<?php
/**
 * Tests of the settings sanitiser.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Settings\Sanitizer;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * Sanitiser: every type with good and bad values; a bad value is refused
 * with a settings error that names the field, and the old value is kept.
 */
final class SanitizerTest extends TestCase {

	/**
	 * An administrator saves, unless a test says otherwise (the provider's
	 * host and token need manage_options).
	 */
	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * Good values: setting, submitted, stored.
	 *
	 * @return array<string, array{string, mixed, mixed}>
	 */
	public static function good_values(): array {
		return array(
			'yesno yes'            => array( 'quick_view', 'yes', 'yes' ),
			'yesno no'             => array( 'quick_view', 'no', 'no' ),
			'yesno 1'              => array( 'quick_view', '1', 'yes' ),
			'yesno true'           => array( 'quick_view', true, 'yes' ),
			'yesno 0'              => array( 'quick_view', '0', 'no' ),
			'yesno empty'          => array( 'quick_view', '', 'no' ),
			'yesno On'             => array( 'quick_view', 'On', 'yes' ),
			'select popup'         => array( 'add_to_cart_action', 'popup', 'popup' ),
			'select nothing'       => array( 'add_to_cart_action', 'nothing', 'nothing' ),
			'select full-screen'   => array( 'search_form_style', 'full-screen', 'full-screen' ),
			'int'                  => array( 'search_symbols_count', '5', 5 ),
			'int with spaces'      => array( 'search_count', ' 40 ', 40 ),
			'int as int'           => array( 'search_delay_ms', 0, 0 ),
			'int at max'           => array( 'add_to_cart_action_timeout_number', '60', 60 ),
			'url https'            => array( 'delivery_external_host', 'https://delivery.example.com', 'https://delivery.example.com' ),
			'url http with path'   => array( 'delivery_external_dev_host', 'http://dev.example.com:8080/api/', 'http://dev.example.com:8080/api/' ),
			'url without scheme'   => array( 'delivery_external_host', 'delivery.example.com', 'http://delivery.example.com' ),
			'url empty'            => array( 'delivery_external_host', '', '' ),
			'page none'            => array( 'wishlist_page', '0', 0 ),
			'page empty'           => array( 'compare_page', '', 0 ),
			'text'                 => array( 'delivery_shop_id', ' shop-42 ', 'shop-42' ),
			'text tags stripped'   => array( 'chat_message', 'Hello <b>shop</b>', 'Hello shop' ),
			'text unicode'         => array( 'chat_message', 'Здравствуйте!', 'Здравствуйте!' ),
			'phone'                => array( 'chat_number', '+7 (999) 123-45-67', '+79991234567' ),
			'phone empty'          => array( 'chat_number', '', '' ),
			'cookie name'          => array( 'tracking_consent_cookie', 'cookie_consent-1', 'cookie_consent-1' ),
			'gateway id'           => array( 'delivery_pay_method_cod', 'my_cod', 'my_cod' ),
			'textarea keeps lines' => array( 'wishlist_bulk_remove_confirm', "Remove them?\nSure?", "Remove them?\nSure?" ),
			'textarea strips tags' => array( 'wishlist_bulk_remove_confirm', '<script>x</script>Remove?', 'Remove?' ),
			'password new'         => array( 'delivery_token', ' tok-en_123 ', 'tok-en_123' ),
		);
	}

	/**
	 * A good value is stored, cleaned, with no settings error.
	 *
	 * @param string $key       Setting.
	 * @param mixed  $submitted Submitted value.
	 * @param mixed  $expected  Stored value.
	 */
	#[DataProvider( 'good_values' )]
	public function test_good_value_is_stored( string $key, $submitted, $expected ): void {
		$output = Sanitizer::sanitize( array( $key => $submitted ) );
		$this->assertSame( $expected, $output[ $key ] );
		$this->assertSame( array(), $this->reported() );
	}

	/**
	 * Bad values: setting, submitted, words the message must hold.
	 *
	 * @return array<string, array{string, mixed, string}>
	 */
	public static function bad_values(): array {
		return array(
			'yesno maybe'            => array( 'quick_view', 'maybe', 'choose yes or no' ),
			'yesno array'            => array( 'quick_view', array( 'yes' ), 'wrong type' ),
			'select unknown'         => array( 'add_to_cart_action', 'redirect', 'listed options' ),
			'select case'            => array( 'add_to_cart_action', 'Popup', 'listed options' ),
			'select thumbs'          => array( 'product_gallery_thumbs_position', 'right', 'listed options' ),
			'int letters'            => array( 'search_symbols_count', 'abc', 'whole number from 1 to 10' ),
			'int decimal'            => array( 'search_symbols_count', '2.5', 'whole number from 1 to 10' ),
			'int empty'              => array( 'search_count', '', 'whole number from 1 to 100' ),
			'int exponent'           => array( 'search_delay_ms', '1e3', 'whole number from 0 to 2000' ),
			'url javascript'         => array( 'delivery_external_host', 'javascript:alert(1)', 'http:// or https://' ),
			'url ftp'                => array( 'delivery_external_host', 'ftp://example.com', 'http:// or https://' ),
			'url no host'            => array( 'delivery_external_dev_host', 'https://', 'http:// or https://' ),
			'page missing'           => array( 'wishlist_page', '999999', 'published page' ),
			'page letters'           => array( 'compare_page', 'about', 'published page' ),
			'phone letters'          => array( 'chat_number', 'call me', '5 to 15 digits' ),
			'phone too short'        => array( 'chat_number', '+7 12', '5 to 15 digits' ),
			'cookie empty'           => array( 'tracking_consent_cookie', '', 'cannot be empty' ),
			'cookie with spaces'     => array( 'tracking_consent_cookie', 'my cookie;', 'Latin letters' ),
			'gateway id with spaces' => array( 'delivery_pay_method_cod_card', 'card on delivery', 'payment method' ),
		);
	}

	/**
	 * A bad value is refused: the previous value is kept and a settings
	 * error names the field.
	 *
	 * @param string $key       Setting.
	 * @param mixed  $submitted Submitted value.
	 * @param string $reason    Words of the message.
	 */
	#[DataProvider( 'bad_values' )]
	public function test_bad_value_keeps_the_previous_one( string $key, $submitted, string $reason ): void {
		$previous         = Schema::defaults();
		$previous[ $key ] = array(
			'quick_view'                      => 'no',
			'add_to_cart_action'              => 'popup',
			'product_gallery_thumbs_position' => 'grid',
			'search_symbols_count'            => 4,
			'search_count'                    => 33,
			'search_delay_ms'                 => 150,
			'delivery_external_host'          => 'https://old.example.com',
			'delivery_external_dev_host'      => 'https://dev-old.example.com',
			'wishlist_page'                   => 0,
			'compare_page'                    => 0,
			'chat_number'                     => '+79990001122',
			'tracking_consent_cookie'         => 'old_cookie',
			'delivery_pay_method_cod_card'    => 'old_card',
		)[ $key ];
		update_option( Schema::OPTION, $previous );

		$output = Sanitizer::sanitize( array( $key => $submitted ) );

		$this->assertSame( $previous[ $key ], $output[ $key ], 'the previous value is kept' );
		$errors = $this->reported();
		$this->assertCount( 1, $errors );
		$this->assertSame( 'error', $errors[0]['type'] );
		$this->assertSame( 'vitrina_' . $key, $errors[0]['code'] );
		$field = Schema::field( $key );
		$this->assertNotNull( $field );
		$this->assertStringContainsString( esc_html( $field['label'] ), $errors[0]['message'] );
		$this->assertStringContainsString( $reason, $errors[0]['message'] );
		$this->assertStringContainsString( 'The previous value was kept.', $errors[0]['message'] );
	}

	/**
	 * Without a valid previous value, a bad value falls back to the default.
	 */
	public function test_bad_value_without_previous_falls_back_to_default(): void {
		delete_option( Schema::OPTION );
		$output = Sanitizer::sanitize( array( 'add_to_cart_action' => 'redirect' ) );
		$this->assertSame( 'widget', $output['add_to_cart_action'] );

		update_option( Schema::OPTION, array( 'add_to_cart_action' => 'broken' ) );
		$output = Sanitizer::sanitize( array( 'add_to_cart_action' => 'redirect' ) );
		$this->assertSame( 'widget', $output['add_to_cart_action'] );
	}

	/**
	 * Numbers out of their limits are clamped, with a warning.
	 *
	 * @return array<string, array{string, string, int, string}>
	 */
	public static function out_of_range(): array {
		return array(
			'timeout 0'      => array( 'add_to_cart_action_timeout_number', '0', 1, 'smallest' ),
			'timeout 61'     => array( 'add_to_cart_action_timeout_number', '61', 60, 'largest' ),
			'symbols -1'     => array( 'search_symbols_count', '-1', 1, 'smallest' ),
			'symbols 11'     => array( 'search_symbols_count', '11', 10, 'largest' ),
			'count 500'      => array( 'search_count', '500', 100, 'largest' ),
			'delay 5000'     => array( 'search_delay_ms', '5000', 2000, 'largest' ),
			'thumbs 9'       => array( 'product_gallery_thumbs_per_view', '9', 8, 'largest' ),
			'threshold -5'   => array( 'sticky_header_threshold', '-5', 0, 'smallest' ),
			'lazy offset 3k' => array( 'lazy_loading_offset', '3000', 2000, 'largest' ),
		);
	}

	/**
	 * Clamping.
	 *
	 * @param string $key       Setting.
	 * @param string $submitted Submitted value.
	 * @param int    $expected  Stored value.
	 * @param string $word      Word of the warning.
	 */
	#[DataProvider( 'out_of_range' )]
	public function test_number_is_clamped_with_a_warning( string $key, string $submitted, int $expected, string $word ): void {
		$output = Sanitizer::sanitize( array( $key => $submitted ) );
		$this->assertSame( $expected, $output[ $key ] );
		$errors = $this->reported();
		$this->assertCount( 1, $errors );
		$this->assertSame( 'warning', $errors[0]['type'] );
		$this->assertStringContainsString( $word, $errors[0]['message'] );
		$this->assertStringContainsString( (string) $expected, $errors[0]['message'] );
	}

	/**
	 * The number type (no setting uses it yet): decimals, limits, refusals.
	 *
	 * @return array<string, array{mixed, mixed, ?string}>
	 */
	public static function numbers(): array {
		return array(
			'decimal'      => array( '2.5', 2.5, null ),
			'integer'      => array( '3', 3.0, null ),
			'negative low' => array( '-1', 0.5, 'min' ),
			'high'         => array( '10.5', 10.0, 'max' ),
			'letters'      => array( 'ten', null, 'number' ),
			'empty'        => array( '', null, 'number' ),
		);
	}

	/**
	 * Number type.
	 *
	 * @param mixed       $raw      Submitted.
	 * @param mixed       $expected Cleaned.
	 * @param string|null $code     Error or notice code.
	 */
	#[DataProvider( 'numbers' )]
	public function test_number_type( $raw, $expected, ?string $code ): void {
		$definition = array(
			'type'    => 'number',
			'default' => 1.0,
			'min'     => 0.5,
			'max'     => 10,
			'section' => 'cart',
		);
		$result     = Sanitizer::clean( $definition, $raw, 7.0 );
		if ( 'number' === $code ) {
			$this->assertSame( 'number', $result['error'] ?? null );
			return;
		}
		$this->assertArrayNotHasKey( 'error', $result );
		$this->assertSame( $expected, $result['value'] );
		$this->assertSame( $code, $result['notice'] ?? null );
	}

	/**
	 * A page must exist, be a page and be published.
	 */
	public function test_page_must_be_a_published_page(): void {
		$published = $this->create_page();
		$draft     = $this->create_page( 'draft' );
		$post      = $this->create_page( 'publish', 'post' );

		$output = Sanitizer::sanitize( array( 'wishlist_page' => (string) $published ) );
		$this->assertSame( $published, $output['wishlist_page'] );
		$this->assertSame( array(), $this->reported() );

		$output = Sanitizer::sanitize(
			array(
				'wishlist_page' => (string) $draft,
				'compare_page'  => (string) $post,
			)
		);
		$this->assertSame( 0, $output['wishlist_page'], 'a draft is refused' );
		$this->assertSame( 0, $output['compare_page'], 'a post is refused' );
		$this->assertCount( 2, $this->reported() );
	}

	/**
	 * The password is never shown; the mask keeps it, a new value replaces
	 * it, an empty field removes it.
	 */
	public function test_password_mask_keeps_the_stored_token(): void {
		$token = 'secret-token-0123456789';
		update_option( Schema::OPTION, array( 'delivery_token' => $token ) + Schema::defaults() );

		$mask = Sanitizer::mask( $token );
		$this->assertStringNotContainsString( 'secret', $mask );
		$this->assertStringEndsWith( '6789', $mask );
		$this->assertSame( '', Sanitizer::mask( '' ) );
		$this->assertStringNotContainsString( 'short', Sanitizer::mask( 'short' ) );

		$this->assertSame( $token, Sanitizer::sanitize( array( 'delivery_token' => $mask ) )['delivery_token'] );
		$this->assertSame( $token, Sanitizer::sanitize( array( 'delivery_token' => substr( $mask, 3 ) ) )['delivery_token'], 'a partly erased mask keeps the token' );
		$this->assertSame( 'new-token', Sanitizer::sanitize( array( 'delivery_token' => 'new-token' ) )['delivery_token'] );
		$this->assertSame( '', Sanitizer::sanitize( array( 'delivery_token' => '' ) )['delivery_token'] );
	}

	/**
	 * Missing keys keep their value, unknown keys are dropped, the output
	 * holds every setting; a non-array keeps everything.
	 */
	public function test_partial_and_unknown_input(): void {
		$previous                       = Schema::defaults();
		$previous['add_to_cart_action'] = 'popup';
		update_option( Schema::OPTION, $previous );

		$output = Sanitizer::sanitize(
			array(
				'quick_view' => 'no',
				'evil_key'   => 'x',
			)
		);
		$this->assertSame( array_keys( Schema::defaults() ), array_keys( $output ) );
		$this->assertSame( 'popup', $output['add_to_cart_action'] );
		$this->assertSame( 'no', $output['quick_view'] );
		$this->assertArrayNotHasKey( 'evil_key', $output );

		$this->assertSame( $previous, Sanitizer::sanitize( 'not an array' ) );
	}

	/**
	 * Slashed input (as WordPress adds to $_POST) is unslashed.
	 */
	public function test_input_is_unslashed(): void {
		$output = Sanitizer::sanitize( wp_slash( array( 'chat_message' => 'It\'s "fine"' ) ) );
		$this->assertSame( 'It\'s "fine"', $output['chat_message'] );
	}

	/**
	 * Saving through update_option() runs the sanitiser once the setting is
	 * registered: a bad value is not stored.
	 */
	public function test_update_option_runs_the_sanitiser(): void {
		( new \Vitrina\Settings\SettingsPage() )->register_settings();
		update_option( Schema::OPTION, Schema::defaults() );
		update_option(
			Schema::OPTION,
			array(
				'search_symbols_count' => 'many',
				'search_count'         => '12',
			) + Schema::defaults()
		);
		$stored = get_option( Schema::OPTION );
		$this->assertIsArray( $stored );
		$this->assertSame( 3, $stored['search_symbols_count'] );
		$this->assertSame( 12, $stored['search_count'] );
		$codes = wp_list_pluck( $this->reported(), 'code' );
		$this->assertContains( 'vitrina_search_symbols_count', $codes );
	}

	/**
	 * After a refusal, the admin is told the other settings were saved (once);
	 * a value sanitised twice in one save is reported once.
	 */
	public function test_other_settings_saved_message(): void {
		$output = Sanitizer::sanitize(
			array(
				'search_count'         => 'x',
				'search_symbols_count' => 'y',
				'quick_view'           => 'no',
			)
		);
		Sanitizer::sanitize( array( 'search_count' => 'x' ) );
		$this->assertSame( 'no', $output['quick_view'] );
		$all = get_settings_errors( Schema::OPTION );
		$this->assertSame( array( 'vitrina_search_symbols_count', 'vitrina_saved', 'vitrina_search_count' ), wp_list_pluck( $all, 'code' ) );
		$this->assertSame( 'success', $all[1]['type'] );
		$this->assertSame( 'The other settings were saved.', $all[1]['message'] );
	}

	/**
	 * The settings errors reported, without the "other settings were saved"
	 * message.
	 *
	 * @return list<array<string, string>>
	 */
	private function reported(): array {
		return array_values( array_filter( get_settings_errors( Schema::OPTION ), static fn( $error ) => 'vitrina_saved' !== $error['code'] ) );
	}

	/**
	 * Messages are escaped (settings_errors() prints them as HTML).
	 */
	public function test_messages_are_escaped(): void {
		add_filter(
			'gettext',
			static fn( $translation, $text ) => 'Characters before searching' === $text ? '<i>Chars</i>' : $translation,
			10,
			2
		);
		Sanitizer::sanitize( array( 'search_symbols_count' => 'x' ) );
		$errors = $this->reported();
		$this->assertStringContainsString( '&lt;i&gt;Chars&lt;/i&gt;', $errors[0]['message'] );
		$this->assertStringNotContainsString( '<i>', $errors[0]['message'] );
	}

	/**
	 * Stored delivery settings with a token.
	 */
	private function store_provider(): void {
		update_option(
			Schema::OPTION,
			array(
				'delivery_provider'          => 'external',
				'delivery_external_host'     => 'https://provider.example.com/api',
				'delivery_external_dev_host' => 'https://dev.provider.example.com',
				'delivery_shop_id'           => 'shop-1',
				'delivery_token'             => 'secret-token-0123456789',
			) + Schema::defaults()
		);
	}

	/**
	 * What a shop manager may not change: setting => new value.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function admin_only(): array {
		return array(
			'host to loopback' => array( 'delivery_external_host', 'https://127.0.0.1:8443/' ),
			'host elsewhere'   => array( 'delivery_external_host', 'https://evil.example.net/' ),
			'dev host'         => array( 'delivery_external_dev_host', 'https://evil.example.net/' ),
			'token'            => array( 'delivery_token', 'other-token' ),
			'token removed'    => array( 'delivery_token', '' ),
		);
	}

	/**
	 * A shop manager (manage_woocommerce, not manage_options) cannot change
	 * the provider's hosts or token: the old value and the token stay, the
	 * field is named with the reason, the other settings are saved.
	 *
	 * @param string $key   Setting.
	 * @param string $value New value.
	 */
	#[DataProvider( 'admin_only' )]
	public function test_a_shop_manager_cannot_change_where_the_token_goes( string $key, string $value ): void {
		$this->requires_woocommerce();
		$this->store_provider();
		$manager = $this->create_user( 'shop_manager' );
		wp_set_current_user( $manager );
		$this->assertTrue( current_user_can( 'manage_woocommerce' ) );
		$this->assertFalse( current_user_can( 'manage_options' ) );

		$output = Sanitizer::sanitize(
			array(
				$key               => $value,
				'delivery_shop_id' => 'shop-2',
			)
		);
		$stored = get_option( Schema::OPTION );
		$this->assertSame( $stored[ $key ], $output[ $key ] );
		$this->assertSame( 'secret-token-0123456789', $output['delivery_token'] );
		$this->assertSame( 'shop-2', $output['delivery_shop_id'] );
		$reported = $this->reported();
		$this->assertCount( 1, $reported );
		$this->assertSame( 'vitrina_' . $key, $reported[0]['code'] );
		$this->assertSame( 'error', $reported[0]['type'] );
		$this->assertStringContainsString( 'only an administrator can change it', $reported[0]['message'] );

		// Through options.php's path (update_option with the setting registered): not stored either.
		( new \Vitrina\Settings\SettingsPage() )->register_settings();
		update_option( Schema::OPTION, array( $key => $value ) + $stored );
		$this->assertSame( $stored[ $key ], get_option( Schema::OPTION )[ $key ] );
		$this->assertSame( 'secret-token-0123456789', get_option( Schema::OPTION )['delivery_token'] );
	}

	/**
	 * A shop manager who saves the delivery tab unchanged (the masked token
	 * and the same hosts) is told nothing and changes nothing.
	 */
	public function test_a_shop_manager_saving_unchanged_values_is_fine(): void {
		$this->requires_woocommerce();
		$this->store_provider();
		wp_set_current_user( $this->create_user( 'shop_manager' ) );
		$output = Sanitizer::sanitize(
			array(
				'delivery_external_host'     => 'https://provider.example.com/api',
				'delivery_external_dev_host' => 'https://dev.provider.example.com',
				'delivery_token'             => Sanitizer::mask( 'secret-token-0123456789' ),
				'delivery_dev_mode'          => 'yes',
			)
		);
		$this->assertSame( 'secret-token-0123456789', $output['delivery_token'] );
		$this->assertSame( 'yes', $output['delivery_dev_mode'] );
		$this->assertSame( array(), $this->reported() );
	}

	/**
	 * Saves by an administrator: submitted => the token stored, and whether
	 * the admin is told the token was removed.
	 *
	 * @return array<string, array{array<string, string>, string, bool}>
	 */
	public static function host_changes(): array {
		$mask = Sanitizer::mask( 'secret-token-0123456789' );
		return array(
			'host changed, masked token'    => array(
				array(
					'delivery_external_host' => 'https://other.example.com/',
					'delivery_token'         => $mask,
				),
				'',
				true,
			),
			'host changed, no token field'  => array( array( 'delivery_external_host' => 'https://other.example.com/' ), '', true ),
			'dev host changed'              => array(
				array(
					'delivery_external_dev_host' => 'https://127.0.0.1/',
					'delivery_token'             => $mask,
				),
				'',
				true,
			),
			'host emptied'                  => array( array( 'delivery_external_host' => '' ), '', true ),
			'host changed with a new token' => array(
				array(
					'delivery_external_host' => 'https://other.example.com/',
					'delivery_token'         => 'new-token',
				),
				'new-token',
				false,
			),
			'host unchanged, masked token'  => array(
				array(
					'delivery_external_host' => ' https://provider.example.com/api ',
					'delivery_token'         => $mask,
				),
				'secret-token-0123456789',
				false,
			),
			'other settings only'           => array( array( 'delivery_shop_id' => 'shop-9' ), 'secret-token-0123456789', false ),
		);
	}

	/**
	 * A host change drops the stored token unless a new token is given in
	 * the same save.
	 *
	 * @param array<string, string> $input   Submitted.
	 * @param string                $token   Token stored after.
	 * @param bool                  $dropped Whether the admin is told.
	 */
	#[DataProvider( 'host_changes' )]
	public function test_a_host_change_drops_the_token( array $input, string $token, bool $dropped ): void {
		$this->store_provider();
		$this->assertTrue( current_user_can( 'manage_options' ) );
		$output = Sanitizer::sanitize( $input );
		$this->assertSame( $token, $output['delivery_token'] );
		foreach ( $input as $key => $value ) {
			if ( 'delivery_token' !== $key ) {
				$this->assertSame( trim( $value ), $output[ $key ] );
			}
		}
		$codes = wp_list_pluck( $this->reported(), 'code' );
		if ( $dropped ) {
			$this->assertSame( array( 'vitrina_delivery_token' ), $codes );
			$this->assertSame( 'warning', $this->reported()[0]['type'] );
			$this->assertStringContainsString( 'address changed', $this->reported()[0]['message'] );
		} else {
			$this->assertSame( array(), $codes );
		}

		// Stored through update_option (options.php's path): the same.
		( new \Vitrina\Settings\SettingsPage() )->register_settings();
		$this->store_provider();
		// The form never sends the stored token itself (only its mask or a new one).
		update_option( Schema::OPTION, $input + array_diff_key( get_option( Schema::OPTION ), array( 'delivery_token' => true ) ) );
		$this->assertSame( $token, get_option( Schema::OPTION )['delivery_token'] );
	}
}
