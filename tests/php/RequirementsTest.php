<?php
/**
 * Tests of the requirements check.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Requirements;

/**
 * Requirements: each missing piece gives its problem and an escaped notice
 * for those who can act on it.
 */
final class RequirementsTest extends TestCase {

	/**
	 * A folder with a built island.
	 *
	 * @var string
	 */
	private string $build;

	/**
	 * An empty folder.
	 *
	 * @var string
	 */
	private string $empty;

	/**
	 * Temporary build folders.
	 */
	protected function setUp(): void {
		parent::setUp();
		$base        = get_temp_dir() . 'vitrina-req-' . wp_generate_password( 8, false );
		$this->build = $base . '/build';
		$this->empty = $base . '/empty';
		wp_mkdir_p( $this->build . '/header' );
		wp_mkdir_p( $this->empty . '/header' );
		file_put_contents( $this->build . '/header/index.asset.php', "<?php return array( 'dependencies' => array(), 'version' => '1' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	/**
	 * Removes them.
	 */
	protected function tearDown(): void {
		wp_delete_file( $this->build . '/header/index.asset.php' );
		foreach ( array( $this->build . '/header', $this->build, $this->empty . '/header', $this->empty, dirname( $this->build ) ) as $dir ) {
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		parent::tearDown();
	}

	/**
	 * Environments and the problems they have.
	 *
	 * @return array<string, array{array<string, mixed>, list<string>}>
	 */
	public static function environments(): array {
		$ok = array(
			'php'         => '8.2.0',
			'wp'          => '7.1',
			'woocommerce' => true,
			'wc_version'  => '11.0.1',
		);
		return array(
			'all good'               => array( $ok, array() ),
			'lowest versions'        => array(
				array(
					'php'        => '8.1.0',
					'wp'         => '6.9',
					'wc_version' => '9.0.0',
				) + $ok,
				array(),
			),
			'no woocommerce'         => array(
				array(
					'woocommerce' => false,
					'wc_version'  => '',
				) + $ok,
				array( 'woocommerce' ),
			),
			'old woocommerce'        => array( array( 'wc_version' => '8.9.3' ) + $ok, array( 'wc_version' ) ),
			'old php'                => array( array( 'php' => '8.0.30' ) + $ok, array( 'php' ) ),
			'old wordpress'          => array( array( 'wp' => '6.8.3' ) + $ok, array( 'wp' ) ),
			'old wp, no woocommerce' => array(
				array(
					'wp'          => '6.5',
					'woocommerce' => false,
				) + $ok,
				array( 'wp', 'woocommerce' ),
			),
		);
	}

	/**
	 * Problems of an environment.
	 *
	 * @param array<string, mixed> $env      Environment.
	 * @param string[]             $expected Problem codes.
	 * @phpstan-param list<string> $expected
	 */
	#[DataProvider( 'environments' )]
	public function test_problems( array $env, array $expected ): void {
		$requirements = new Requirements( $env + array( 'build_dir' => $this->build ) );
		$this->assertSame( $expected, $requirements->problems() );
		$this->assertSame( array() === $expected, $requirements->met() );
		foreach ( $expected as $code ) {
			$this->assertNotSame( '', $requirements->message( $code ) );
		}
	}

	/**
	 * The site itself meets them (when WooCommerce is there).
	 */
	public function test_this_site_meets_them(): void {
		$this->requires_woocommerce();
		$requirements = new Requirements();
		$this->assertSame( array(), $requirements->problems() );
		$this->assertTrue( $requirements->woocommerce_active() );
		$this->assertSame( WC()->version, $requirements->wc_version() );
	}

	/**
	 * The build is present when an asset file exists.
	 */
	public function test_build_present(): void {
		$this->assertTrue( ( new Requirements( array( 'build_dir' => $this->build ) ) )->build_present() );
		$this->assertFalse( ( new Requirements( array( 'build_dir' => $this->empty ) ) )->build_present() );
		$this->assertFalse( ( new Requirements( array( 'build_dir' => $this->empty . '/nowhere' ) ) )->build_present() );
		$this->assertSame( array( 'build' ), ( new Requirements( array( 'build_dir' => $this->empty ) ) )->warnings() );
		$this->assertSame( array(), ( new Requirements( array( 'build_dir' => $this->build ) ) )->warnings() );
	}

	/**
	 * Without WooCommerce, an admin sees an error notice; a missing build
	 * adds a warning. Versions are named.
	 */
	public function test_notices_for_an_admin(): void {
		$this->as_admin_screen();
		$requirements = new Requirements(
			array(
				'woocommerce' => false,
				'wp'          => '6.4<b>',
				'build_dir'   => $this->empty,
			)
		);
		$requirements->hook_notices();
		ob_start();
		do_action( 'admin_notices' );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<div class="notice notice-error vitrina-notice vitrina-notice-woocommerce"><p>Vitrina needs WooCommerce. Install and activate WooCommerce to use the Vitrina storefront and delivery widget.</p></div>', $html );
		$this->assertStringContainsString( 'Vitrina needs WordPress 6.9 or later, but this site runs WordPress 6.4&lt;b&gt;.', $html );
		$this->assertStringContainsString( 'notice-warning vitrina-notice vitrina-notice-build', $html );
		$this->assertStringContainsString( 'npm run build', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}

	/**
	 * Users who cannot act on it see nothing; a site that meets everything
	 * adds no notice at all.
	 */
	public function test_no_notices_for_others_or_when_met(): void {
		$this->as_admin_screen( 'editor' );
		$requirements = new Requirements( array( 'woocommerce' => false ) );
		ob_start();
		$requirements->render_notices();
		$this->assertSame( '', ob_get_clean() );

		$met = new Requirements(
			array(
				'php'         => '8.2',
				'wp'          => '7.1',
				'woocommerce' => true,
				'wc_version'  => '11.0',
				'build_dir'   => $this->build,
			)
		);
		$met->hook_notices();
		$this->assertFalse( has_action( 'admin_notices', array( $met, 'render_notices' ) ) );
	}
}
