<?php
/**
 * Tests of the shop owner's search rules: synonyms and redirects, in the
 * engine, the suggestions and the results page.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Search\Endpoint;
use Vitrina\Search\Query;
use Vitrina\Search\ResultsPage;
use Vitrina\Search\Rules;
use Vitrina\Tests\TestCase;

/**
 * A synonym makes a search find what its words find as well; a redirect
 * sends it to a page; both at once in suggestions and on the results page.
 */
final class RulesTest extends TestCase {
	use SearchData;

	/**
	 * No rules.
	 */
	protected function setUp(): void {
		parent::setUp();
		delete_option( Rules::OPTION );
		Rules::flush();
	}

	/**
	 * Forgets the rules read.
	 */
	protected function tearDown(): void {
		Rules::flush();
		parent::tearDown();
	}

	/**
	 * The titles the engine finds.
	 *
	 * @param string $text Query.
	 * @return list<string>
	 */
	private static function found( string $text ): array {
		return array_column(
			( new Query(
				array(
					'query'  => $text,
					'number' => 20,
				)
			) )->results(),
			'title'
		);
	}

	/**
	 * The suggestions' titles and the redirect of the answer.
	 *
	 * @param string $text Query.
	 * @return array{list<string>, string|null}
	 */
	private static function suggested( string $text ): array {
		$answer = Endpoint::answer(
			array(
				'query'     => $text,
				'number'    => 20,
				'post_type' => 'product',
				'category'  => '',
			)
		);
		$titles = array();
		foreach ( $answer['suggestions'] as $s ) {
			if ( empty( $s['products_not_found'] ) ) {
				$titles[] = $s['value'];
			}
		}
		return array( $titles, $answer['redirect'] ?? null );
	}

	/**
	 * The results page's titles for a search (its main query).
	 *
	 * @param string $text Query.
	 * @return list<string>
	 */
	private static function results_page( string $text ): array {
		$query = self::main_search( array( 's' => $text ) );
		return array_map( static fn( $post ) => $post->post_title, $query->posts );
	}

	/**
	 * A synonym added makes a search that found nothing find its words'
	 * products, at once in the engine, the suggestions and the results page;
	 * as typed in another spelling or keyboard layout too; deleting it
	 * puts the search back.
	 */
	public function test_synonym_changes_engine_suggestions_and_results_page(): void {
		$this->requires_woocommerce();
		IndexerTest::without_product_instance_cache();
		$this->product( 'Кастрюля эмалированная 5 л' );
		$this->product( 'Бак для кипячения 20 л' );
		$this->product( 'Ведёрко детское' );
		$this->assertSame( array(), self::found( 'выварка' ) );
		$this->assertSame( array( array(), null ), self::suggested( 'выварка' ) );
		$this->assertSame( array(), self::results_page( 'выварка' ) );

		$this->assertSame( 'выварка', Rules::save( 'Выварка', Rules::SYNONYM, 'бак, кастрюля' ) );
		$expected = array( 'Бак для кипячения 20 л', 'Кастрюля эмалированная 5 л' );
		$this->assertEqualsCanonicalizing( $expected, self::found( 'выварка' ) );
		$this->assertEqualsCanonicalizing( $expected, self::found( 'ВЫВАРКА!' ) );
		$this->assertEqualsCanonicalizing( $expected, self::found( 'dsdfhrf' ), 'the other keyboard layout' );
		list( $titles, $redirect ) = self::suggested( 'выварка' );
		$this->assertEqualsCanonicalizing( $expected, $titles );
		$this->assertNull( $redirect );
		$this->assertEqualsCanonicalizing( $expected, self::results_page( 'выварка' ) );
		$this->assertSame( self::found( 'выварка' ), self::results_page( 'выварка' ), 'the same order' );

		// As well, not instead: the search still finds its own products first.
		Rules::save( 'ведерко', Rules::SYNONYM, 'бак' );
		$this->assertSame( array( 'Ведёрко детское', 'Бак для кипячения 20 л' ), self::found( 'ведёрко' ) );

		$this->assertTrue( Rules::delete( 'выварка' ) );
		$this->assertSame( array(), self::found( 'выварка' ) );
		$this->assertSame( array(), self::results_page( 'выварка' ) );
	}

	/**
	 * A redirect: the suggestions name its address, the results page sends
	 * the shopper there.
	 */
	public function test_redirect(): void {
		$this->requires_woocommerce();
		$this->product( 'Доставка посуды курьером (услуга)' );
		$url = Rules::address( '/dostavka/' );
		$this->assertSame( home_url( '/dostavka/' ), $url );
		$this->assertSame( 'доставка', Rules::save( 'Доставка', Rules::REDIRECT, '/dostavka/' ) );

		list( $titles, $redirect ) = self::suggested( 'доставка' );
		$this->assertSame( home_url( '/dostavka/' ), $redirect );
		$this->assertSame( array( 'Доставка посуды курьером (услуга)' ), $titles, 'the products are still suggested' );
		$this->assertNull( self::suggested( 'доставк' )[1], 'only the whole text' );

		$sent = null;
		add_filter(
			'wp_redirect',
			static function ( $location, $status ) use ( &$sent ) {
				$sent = array( $location, $status );
				return false;
			},
			10,
			2
		);
		self::main_search(
			array( 's' => 'ДОСТАВКА' ),
			function ( \WP_Query $query ) use ( &$sent ): void {
				$this->assertSame( home_url( '/dostavka/' ), ResultsPage::settle( $query ) );
				// template_redirect sends it, with wp_safe_redirect().
				( new ResultsPage() )->template_redirect();
				$this->assertSame( array( home_url( '/dostavka/' ), 302 ), $sent );
			}
		);
	}

	/**
	 * Addresses: a path or a URL of this site; anything else is refused.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public static function addresses(): array {
		return array(
			'a path'              => array( '/catalogue/kastryuli/', true ),
			'a path with a query' => array( '/shop/?orderby=price', true ),
			'this site'           => array( 'http://example.org/sale/', true ),
			'another site'        => array( 'https://evil.example.com/', false ),
			'protocol-relative'   => array( '//evil.example.com/', false ),
			'javascript'          => array( 'javascript:alert(1)', false ),
			'data'                => array( 'data:text/html,x', false ),
			'no scheme'           => array( 'evil.example.com', false ),
			'empty'               => array( '', false ),
			'spaces'              => array( '   ', false ),
			'too long'            => array( '/' . str_repeat( 'a', 600 ), false ),
			'quotes'              => array( '/a"onmouseover="x', false ),
		);
	}

	/**
	 * Redirect addresses are checked.
	 *
	 * @param string $address Address.
	 * @param bool   $ok      Whether it is accepted.
	 */
	#[DataProvider( 'addresses' )]
	public function test_addresses( string $address, bool $ok ): void {
		$home = wp_parse_url( home_url(), PHP_URL_HOST );
		$url  = Rules::address( str_replace( 'example.org', (string) $home, $address ) );
		$this->assertSame( $ok, is_string( $url ), is_wp_error( $url ) ? $url->get_error_message() : (string) $url );
		if ( ! $ok ) {
			$this->assertSame( 'vitrina_search_rule_address', $url->get_error_code() );
		}
	}

	/**
	 * Bad rules are refused with a clear error and change nothing.
	 */
	public function test_bad_rules(): void {
		$cases = array(
			array( 'я', Rules::SYNONYM, 'бак', 'vitrina_search_rule_phrase' ),
			array( '!!', Rules::SYNONYM, 'бак', 'vitrina_search_rule_phrase' ),
			array( 'ведро', 'alias', 'бак', 'vitrina_search_rule_kind' ),
			array( 'ведро', Rules::SYNONYM, ' , ; ', 'vitrina_search_rule_words' ),
			array( 'ведро', Rules::SYNONYM, str_repeat( 'бак ', 200 ), 'vitrina_search_rule_words' ),
			array( 'ведро', Rules::REDIRECT, 'https://evil.example.com/', 'vitrina_search_rule_address' ),
		);
		foreach ( $cases as list( $phrase, $kind, $target, $code ) ) {
			$error = Rules::save( $phrase, $kind, $target );
			$this->assertWPError( $error );
			$this->assertSame( $code, $error->get_error_code() );
			$this->assertNotSame( '', $error->get_error_message() );
		}
		$this->assertSame( array(), Rules::all() );
		$this->assertFalse( Rules::delete( 'ведро' ) );
	}

	/**
	 * Assert a WP_Error.
	 *
	 * @param mixed $value Value.
	 * @phpstan-assert \WP_Error $value
	 */
	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}

	/**
	 * Saved words are cleaned (tags, empty alternatives, at most five
	 * alternatives); the stored option of a wrong shape is ignored; a
	 * saved rule replaces the phrase's rule; at most MAX_RULES.
	 */
	public function test_storage(): void {
		Rules::save( 'ведро', Rules::SYNONYM, '<b>бак</b>, , кастрюля,a,b,c,d,e' );
		$this->assertSame(
			array(
				'ведро' => array(
					'kind'   => 'synonym',
					'target' => 'бак, кастрюля, a, b, c',
				),
			),
			Rules::all()
		);
		Rules::save( 'ВЕДРО', Rules::REDIRECT, '/vedra/' );
		$this->assertSame( array( 'ведро' ), array_keys( Rules::all() ) );
		$this->assertSame( home_url( '/vedra/' ), Rules::redirect( 'ведро' ) );
		$this->assertSame( array(), Rules::synonyms( 'ведро' ) );
		$this->assertArrayHasKey( Rules::OPTION, wp_load_alloptions(), 'autoloaded: read with the other options' );

		update_option(
			Rules::OPTION,
			array(
				'a'  => 'x',
				'bb' => array( 'kind' => 'eval' ),
				'cc' => array(
					'kind'   => 'synonym',
					'target' => array(),
				),
				'dd' => array(
					'kind'   => 'synonym',
					'target' => 'бак',
				),
			)
		);
		$this->assertSame( array( 'dd' ), array_keys( Rules::all() ), 'the change is read at once' );

		$many = array();
		for ( $i = 0; $i < Rules::MAX_RULES; $i++ ) {
			$many[ 'слово' . $i ] = array(
				'kind'   => 'synonym',
				'target' => 'бак',
			);
		}
		update_option( Rules::OPTION, $many );
		$this->assertSame( 'vitrina_search_rule_limit', Rules::save( 'новое', Rules::SYNONYM, 'бак' )->get_error_code() );
		$this->assertIsString( Rules::save( 'слово1', Rules::SYNONYM, 'кастрюля' ), 'a rule present can still change' );
	}
}
