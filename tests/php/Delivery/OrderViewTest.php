<?php
/**
 * Issue 18 item 3: the chosen delivery wherever the order is seen.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Delivery\Order;
use Vitrina\Delivery\Selection;
use Vitrina\Tests\TestCase;

/**
 * One pickup order (a point with its hours, a tariff with its name, 2–4
 * days) placed on 27 November 2026, seen through WooCommerce's own
 * rendering: the thank-you page, My Account's order view, the customer's
 * and the admin's e-mails (HTML and plain, through the mailer) and the order
 * admin screen's data meta box. Each shows the company and kind, the tariff,
 * the point's name and address, its hours, the expected dates and the cost;
 * the shopper's views in the language they ordered in (Russian here), the
 * admin's in the admin's (English).
 */
#[Group( 'woocommerce' )]
final class OrderViewTest extends TestCase {

	/**
	 * The core Russian catalogue copied into the test site by this test, to remove.
	 *
	 * @var string
	 */
	private string $copied = '';

	/**
	 * WooCommerce, and WordPress's Russian catalogue so that the shopper's
	 * language can be switched to (the test site has none of its own).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		update_option( 'timezone_string', 'Europe/Moscow' );
		if ( ! is_file( WP_LANG_DIR . '/ru_RU.mo' ) ) {
			// Where bin/lib.sh find_core_l10n() looks: the cache (npm run
			// setup puts it there), then Debian's wordpress-l10n package.
			$cache = ( getenv( 'VITRINA_CACHE' ) ? getenv( 'VITRINA_CACHE' ) : getenv( 'HOME' ) . '/.cache/vitrina' ) . '/languages/ru_RU.mo';
			if ( ! is_file( $cache ) && is_file( '/usr/share/wordpress/wp-content/languages/ru_RU.mo' ) ) {
				$cache = '/usr/share/wordpress/wp-content/languages/ru_RU.mo';
			}
			$this->assertFileExists( $cache, 'WordPress core\'s ru_RU.mo (npm run setup puts it there)' );
			wp_mkdir_p( WP_LANG_DIR );
			copy( $cache, WP_LANG_DIR . '/ru_RU.mo' );
			$this->copied = WP_LANG_DIR . '/ru_RU.mo';
		}
		self::new_locale_switcher();
	}

	/**
	 * WordPress's locale switcher made afresh (it lists the installed
	 * languages once, when made).
	 */
	private static function new_locale_switcher(): void {
		$switcher = new \WP_Locale_Switcher();
		$switcher->init();
		$GLOBALS['wp_locale_switcher'] = $switcher; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own global, made as WordPress makes it.
	}

	/**
	 * Removes what setUp copied.
	 */
	protected function tearDown(): void {
		if ( '' !== $this->copied ) {
			wp_delete_file( $this->copied );
			self::new_locale_switcher();
		}
		parent::tearDown();
	}

	/**
	 * The pickup order of a customer, placed in Russian on 27 November 2026.
	 *
	 * @param int    $customer The customer's user id (0: a guest).
	 * @param string $locale   The language it was placed in.
	 */
	private function order( int $customer, string $locale = 'ru_RU' ): \WC_Order {
		$raw                                   = SelectionTest::pickup();
		$raw['delivery']['name']               = 'Самовывоз за 2–4 дня';
		$raw['delivery']['days']               = array(
			'min' => 2,
			'max' => 4,
		);
		$raw['delivery']['point']['workHours'] = 'Пн–Вс 10:00–21:00';
		$selection                             = Selection::parse( $raw );
		$this->assertIsArray( $selection );

		$product = new \WC_Product_Simple();
		$product->set_name( 'Чайник' );
		$product->set_regular_price( '1990' );
		$product->save();
		$order = wc_create_order( array( 'customer_id' => $customer ) );
		$order->add_product( $product, 1 );
		$order->set_billing_first_name( 'Иван' );
		$order->set_billing_last_name( 'Петров' );
		$order->set_billing_email( 'ivan@example.com' );
		$order->set_billing_address_1( 'ул. Ленина, д. 1' );
		$order->set_billing_country( 'RU' );
		$order->set_payment_method( 'cod' );
		$filter = static fn() => $locale;
		add_filter( 'pre_determine_locale', $filter );
		Order::apply( $order, $selection );
		remove_filter( 'pre_determine_locale', $filter );
		$order->set_date_created( '2026-11-27T10:00:00+00:00' );
		$order->calculate_totals();
		$order->set_status( 'processing' );
		$order->save();
		$this->assertSame( $locale, $order->get_meta( Order::META_LOCALE ) );
		return $order;
	}

	/**
	 * What the shopper reads, in Russian: the point, its hours, the dates.
	 *
	 * @param string $html A page or e-mail.
	 * @param string $what Which.
	 */
	private function assert_russian( string $html, string $what ): void {
		// One space for any run of white space (plain e-mails are wrapped at 70 characters).
		$text = (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ) ) );
		foreach ( array( 'СДЭК', 'Самовывоз за 2–4 дня', 'ПВЗ на Тверской, Тверская ул., 7', 'Часы работы', 'Пн–Вс 10:00–21:00', 'Ожидаемая доставка', '29 ноября – 1 декабря', '199,50 ₽' ) as $needle ) {
			$this->assertStringContainsStringIgnoringCase( $needle, $text, $what . ': ' . $needle );
		}
	}

	/**
	 * What the admin reads, in English.
	 *
	 * @param string $html A page or e-mail.
	 * @param string $what Which.
	 */
	private function assert_english( string $html, string $what ): void {
		// One space for any run of white space (plain e-mails are wrapped at 70 characters).
		$text = (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ) ) );
		foreach ( array( 'Delivery chosen in the widget', 'Tariff', 'Самовывоз за 2–4 дня', 'Pickup point', 'ПВЗ на Тверской, Тверская ул., 7', 'Working hours', 'Пн–Вс 10:00–21:00', 'Expected delivery', 'November 29 – December 1', '199,50 ₽' ) as $needle ) {
			$this->assertStringContainsStringIgnoringCase( $needle, $text, $what . ': ' . $needle );
		}
	}

	/**
	 * The thank-you page (WooCommerce's checkout/thankyou.php) and the order
	 * in My Account (WooCommerce's view-order endpoint), for its customer.
	 */
	public function test_thank_you_page_and_my_account(): void {
		$customer = $this->create_user( 'customer' );
		$order    = $this->order( $customer );
		wp_set_current_user( $customer );

		$thanks = (string) wc_get_template_html( 'checkout/thankyou.php', array( 'order' => $order ) );
		$this->assert_russian( $thanks, 'thank-you page' );
		$this->assertSame( 1, substr_count( $thanks, 'class="vitrina-order-delivery' ), 'shown once' );
		$this->assertStringNotContainsString( '<script', $thanks );

		ob_start();
		woocommerce_account_view_order( $order->get_id() );
		$account = (string) ob_get_clean();
		$this->assertStringContainsString( 'woocommerce-order-details', $account, 'My Account shows the order' );
		$this->assert_russian( $account, 'My Account' );
		$this->assertSame( 'en_US', determine_locale(), 'the language is switched back' );

		// An order placed in English is shown in English.
		$english = $this->order( $customer, 'en_US' );
		ob_start();
		woocommerce_account_view_order( $english->get_id() );
		$this->assert_english( (string) ob_get_clean(), 'My Account, an English order' );
	}

	/**
	 * The e-mails, sent through WooCommerce's mailer: the customer's
	 * "processing order" in the order's language, the admin's "new order" in
	 * the admin's; HTML and plain text.
	 */
	public function test_order_emails(): void {
		$order = $this->order( 0 );
		$sent  = array();
		add_filter(
			'pre_wp_mail',
			static function ( $result, $atts ) use ( &$sent ) {
				$sent[] = $atts;
				return true;
			},
			10,
			2
		);
		// WooCommerce's mailer adds its e-mail hooks once, when first made;
		// the hooks of an earlier test that made it are gone: make it afresh.
		( new \ReflectionProperty( \WC_Emails::class, 'instance' ) )->setValue( null, null );
		add_filter( 'woocommerce_new_order_email_allows_resend', '__return_true' );
		$emails   = WC()->mailer()->get_emails();
		$customer = $emails['WC_Email_Customer_Processing_Order'];
		$admin    = $emails['WC_Email_New_Order'];
		foreach ( array( 'html', 'plain' ) as $type ) {
			$sent                 = array();
			$customer->email_type = $type;
			$admin->email_type    = $type;
			$customer->trigger( $order->get_id(), $order );
			$admin->trigger( $order->get_id(), $order );
			$this->assertCount( 2, $sent, $type );
			$this->assertSame( 'ivan@example.com', $sent[0]['to'] );
			$this->assert_russian( (string) $sent[0]['message'], 'customer e-mail, ' . $type );
			$this->assert_english( (string) $sent[1]['message'], 'admin e-mail, ' . $type );
			if ( 'plain' === $type ) {
				$this->assertStringContainsString( "\nWorking hours: Пн–Вс 10:00–21:00\n", (string) $sent[1]['message'] );
				$this->assertStringNotContainsString( '<td', (string) $sent[0]['message'] );
			} else {
				$this->assertStringContainsString( '<table class="td vitrina-email-delivery"', (string) $sent[0]['message'] );
			}
		}
	}

	/**
	 * The order admin screen: WooCommerce's order data meta box.
	 */
	public function test_admin_order_screen(): void {
		$order = $this->order( 0 );
		$this->as_admin_screen();
		// What WooCommerce's admin loads for the order screen.
		require_once WC_ABSPATH . 'includes/admin/wc-meta-box-functions.php';
		require_once WC_ABSPATH . 'includes/admin/meta-boxes/class-wc-meta-box-order-data.php';
		ob_start();
		try {
			\WC_Meta_Box_Order_Data::output( $order );
		} finally {
			$box = (string) ob_get_clean();
		}
		$this->assertStringContainsString( 'order_data', $box, 'the meta box' );
		$this->assert_english( $box, 'admin screen' );
		$this->assertStringContainsString( '<strong>Working hours:</strong> Пн–Вс 10:00–21:00', $box );
	}
}
